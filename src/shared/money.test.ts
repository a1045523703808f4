import { describe, expect, it } from 'vitest';
import {
  MAX_MONEY_CENTS,
  MAX_MONEY_TEXT,
  MAX_STORE_MONEY_CENTS,
  parseDollarsToCents,
  parseMoneyAmount,
  withinMoneyLimit,
} from './money.js';

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

describe('parseMoneyAmount', () => {
  it('takes amounts up to the money limit, $1,000,000.00, and refuses one cent more', () => {
    expect(MAX_MONEY_CENTS).toBe(100_000_000);
    expect(parseMoneyAmount('1,000,000.00')).toBe(MAX_MONEY_CENTS);
    expect(parseMoneyAmount(1_000_000)).toBe(MAX_MONEY_CENTS);
    expect(parseMoneyAmount('1,000,000.01')).toBeNull();
    expect(parseMoneyAmount('90,071,992,547,409.91')).toBeNull();
    expect(parseMoneyAmount('12.50')).toBe(1250);
    expect(parseMoneyAmount('abc')).toBeNull();
  });

  it('keeps the store bound within exact integer arithmetic', () => {
    expect(withinMoneyLimit(MAX_MONEY_CENTS)).toBe(true);
    expect(withinMoneyLimit(MAX_MONEY_CENTS + 1)).toBe(false);
    expect(withinMoneyLimit(-1)).toBe(false);
    expect(MAX_STORE_MONEY_CENTS * 9_000).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(MAX_MONEY_TEXT).toBe('$1,000,000');
  });
});
