import { describe, expect, it } from 'vitest';
import { withinOneTypo } from './edit-distance.js';

describe('withinOneTypo', () => {
  it.each([
    ['SPRING24', 'spring24'],
    ['SPRING24', 'SPRING2'],
    ['SPRING24', 'SPRNG24'],
    ['SPRING24', 'SPRING245'],
    ['SPRING24', 'XSPRING24'],
    ['SPRING24', 'SPRINK24'],
    ['SPRING24', 'SPRIGN24'],
    ['SPRING24', 'PSRING24'],
  ])('%s and %s are one typo apart', (a, b) => {
    expect(withinOneTypo(a, b)).toBe(true);
  });

  it.each([
    ['SPRING24', 'SPRING'],
    ['SPRING24', 'SPIRNG42'],
    ['SPRING24', 'AUTUMN24'],
    ['ABCD', 'BADC'],
    ['ABC', ''],
  ])('%s and %s are further apart', (a, b) => {
    expect(withinOneTypo(a, b)).toBe(false);
  });
});
