import { describe, expect, it } from 'vitest';
import { publicSellerLabel, publicSellerName } from './public-seller-name.js';

describe('publicSellerName', () => {
  it('keeps the first name and the initial of the last name only', () => {
    expect(publicSellerName('  Ava Marie  smith ')).toEqual({ firstName: 'Ava', lastInitial: 'S.' });
    expect(publicSellerLabel(publicSellerName('Ava Marie Smith'))).toBe('Ava S.');
  });

  it('shows a single name alone', () => {
    expect(publicSellerName('Noah')).toEqual({ firstName: 'Noah', lastInitial: '' });
    expect(publicSellerLabel(publicSellerName('Noah'))).toBe('Noah');
  });

  it('takes the first letter of a last name that starts with punctuation', () => {
    expect(publicSellerName("Liam 'Oconnor")).toEqual({ firstName: 'Liam', lastInitial: 'O.' });
    expect(publicSellerName('Zoë Ødegaard')).toEqual({ firstName: 'Zoë', lastInitial: 'Ø.' });
  });
});
