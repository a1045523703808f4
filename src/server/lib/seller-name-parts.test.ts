import { describe, expect, it } from 'vitest';
import { readSellerName } from './seller-name-parts.js';

describe('readSellerName', () => {
  it('reads "Last, First" as a roster writes it', () => {
    expect(readSellerName('Stonebridge, Ava')).toEqual({
      firstName: 'Ava',
      lastName: 'Stonebridge',
      name: 'Ava Stonebridge',
      lastFirst: true,
    });
    expect(readSellerName('  de la Cruz ,  Ana María ')).toEqual({
      firstName: 'Ana María',
      lastName: 'de la Cruz',
      name: 'Ana María de la Cruz',
      lastFirst: true,
    });
  });

  it('takes the first word as the first name otherwise', () => {
    expect(readSellerName('  Ava   Marie Stonebridge ')).toEqual({
      firstName: 'Ava',
      lastName: 'Marie Stonebridge',
      name: 'Ava Marie Stonebridge',
      lastFirst: false,
    });
    expect(readSellerName('Noah')).toEqual({
      firstName: 'Noah',
      lastName: '',
      name: 'Noah',
      lastFirst: false,
    });
  });

  it('leaves a comma without words on both sides alone', () => {
    expect(readSellerName('Ava,').lastFirst).toBe(false);
    expect(readSellerName('Ava, Marie, Smith').lastFirst).toBe(false);
    expect(readSellerName('12, 34').lastFirst).toBe(false);
  });
});
