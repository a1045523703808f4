import { describe, expect, it } from 'vitest';
import { parseJsonKeepingLargeIntegers } from './exact-json.js';

describe('parseJsonKeepingLargeIntegers', () => {
  it('keeps integers beyond 2^53 as their exact digits', () => {
    const parsed = parseJsonKeepingLargeIntegers(
      '{"id":9007199254740993,"other":9007199254740995,"items":[{"id":18446744073709551615}]}',
    );
    expect(parsed).toEqual({
      id: '9007199254740993',
      other: '9007199254740995',
      items: [{ id: '18446744073709551615' }],
    });
  });

  it('leaves safe integers, decimals, exponents and digits inside strings as JSON.parse does', () => {
    const text =
      '{"a":42,"b":-7,"c":"19.99","d":1.5e3,"e":"id 12345678901234567890 \\"quoted\\" 9","f":[0,9007199254740991]}';
    expect(parseJsonKeepingLargeIntegers(text)).toEqual(JSON.parse(text));
  });

  it('refuses text that is not JSON', () => {
    expect(() => parseJsonKeepingLargeIntegers('{"id": 1')).toThrow(SyntaxError);
  });
});
