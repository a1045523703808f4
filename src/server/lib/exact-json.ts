/** Strings (skipped whole, escapes included) or integer literals, as they appear in JSON text. */
const STRING_OR_INTEGER = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;
const INTEGER = /^-?\d+$/;

/**
 * JSON.parse, except that integers too large for a JavaScript number (beyond 2^53) arrive as their exact digits
 * in a string. The store's order and line item ids are 64-bit; as numbers, two ids that differ only in their
 * last digits would become the same id.
 */
export function parseJsonKeepingLargeIntegers(text: string): unknown {
  const exact = text.replace(STRING_OR_INTEGER, (token) => {
    if (token.startsWith('"') || !INTEGER.test(token)) return token;
    return Number.isSafeInteger(Number(token)) ? token : `"${token}"`;
  });
  return JSON.parse(exact);
}
