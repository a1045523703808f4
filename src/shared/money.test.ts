import { describe, expect, it } from 'vitest';
import { parseDollarsToCents } from './money.js';

describe('parseDollarsToCents', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['$12.50', 1250],
    [' $ 8 ', 800],
    ['1,250.00', 125000],
    ['12,50', 1250],
    ['0', 0],
    [12.5, 1250],
    [0.1 + 0.2, 30],
  ])('reads %j as %i cents', (input, cents) => {
    expect(parseDollarsToCents(input)).toBe(cents);
  });

  it.each(['', 'abc', '12.345', '-5', '1,25,0', '12.', '.5', '1e3', 'NaN'])('refuses %j', (input) => {
    expect(parseDollarsToCents(input)).toBeNull();
  });

  it('refuses a negative, fractional-cent or non-finite number', () => {
    expect(parseDollarsToCents(-1)).toBeNull();
    expect(parseDollarsToCents(1.234)).toBeNull();
    expect(parseDollarsToCents(Infinity)).toBeNull();
  });
});
