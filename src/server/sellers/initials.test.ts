import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.js';

describe('initialsOf', () => {
  it('keeps the first letter of each word, upper-cased', () => {
    expect(initialsOf('Alice Marie Smith')).toBe('A. M. S.');
    expect(initialsOf('  zoë   o’brien ')).toBe('Z. O.');
    expect(initialsOf('Élodie')).toBe('É.');
  });

  it('is stable when applied to initials and never empty', () => {
    expect(initialsOf(initialsOf('Alice Smith'))).toBe('A. S.');
    expect(initialsOf('   ')).toBe('?');
    expect(initialsOf('-- --')).toBe('?');
  });
});
