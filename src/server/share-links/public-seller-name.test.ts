import { describe, expect, it } from 'vitest';
import { publicSellerLabel, publicSellerName } from './public-seller-name.js';

describe('publicSellerName', () => {
  it('keeps the first name and the initial of the last name only', () => {
    expect(publicSellerName('  Ava Marie  smith ')).toEqual({ firstName: 'Ava', lastInitial: 'S.' });
    expect(publicSellerLabel(publicSellerName('Ava Marie Smith'))).toBe('Ava S.');
  });

  it('reads the stored parts: a first name of several words shows its first, the last name its initial', () => {
    expect(publicSellerName({ firstName: 'Ana María', lastName: 'de la Cruz' })).toEqual({
      firstName: 'Ana',
      lastInitial: 'C.',
    });
    expect(publicSellerName({ firstName: '', lastName: 'Stonebridge' })).toEqual({
      firstName: 'S.',
      lastInitial: '',
    });
  });

  it('never shows the surname of a name written "Last, First"', () => {
    expect(publicSellerLabel(publicSellerName('Stonebridge, Ava'))).toBe('Ava S.');
  });

  it('shows a single name alone', () => {
    expect(publicSellerName('Noah')).toEqual({ firstName: 'Noah', lastInitial: '' });
    expect(publicSellerLabel(publicSellerName('Noah'))).toBe('Noah');
  });

  it('takes the first letter of a last name that starts with punctuation', () => {
    expect(publicSellerName("Liam 'Oconnor")).toEqual({ firstName: 'Liam', lastInitial: 'O.' });
    expect(publicSellerName('Zoë Ødegaard')).toEqual({ firstName: 'Zoë', lastInitial: 'Ø.' });
  });

  it('keeps an erased seller as initials', () => {
    expect(publicSellerLabel(publicSellerName({ firstName: 'A.', lastName: 'S.' }))).toBe('A. S.');
  });

  it('shows a first name that reads as a link or an address as its initial', () => {
    expect(publicSellerLabel(publicSellerName('www.evil-prize.example/claim'))).toBe('W.');
    expect(publicSellerLabel(publicSellerName({ firstName: 'evil-prize.example', lastName: 'Stone' }))).toBe(
      'E. S.',
    );
    expect(publicSellerLabel(publicSellerName('Ava evil-prize.example'))).toBe('Ava E.');
  });
});
