import { describe, expect, it } from 'vitest';
import { addOneMonth, calendarDateIn } from './calendar.js';

describe('calendarDateIn', () => {
  const instant = new Date('2026-03-01T11:00:00Z');

  it('reads the date in the given time zone', () => {
    expect(calendarDateIn('UTC', instant)).toBe('2026-03-01');
    expect(calendarDateIn('Pacific/Kiritimati', instant)).toBe('2026-03-02');
    expect(calendarDateIn('Pacific/Pago_Pago', new Date('2026-03-01T05:00:00Z'))).toBe('2026-02-28');
  });

  it('turns the date at midnight to the millisecond, in zones whole hours and quarter hours from UTC', () => {
    // New York is UTC−5 in November; Kathmandu UTC+5:45, so its midnight falls on a quarter hour in UTC.
    expect(calendarDateIn('America/New_York', new Date('2026-11-27T04:59:59.999Z'))).toBe('2026-11-26');
    expect(calendarDateIn('America/New_York', new Date('2026-11-27T05:00:00.000Z'))).toBe('2026-11-27');
    expect(calendarDateIn('America/New_York', new Date('2026-11-27T04:59:30.000Z'))).toBe('2026-11-26');
    expect(calendarDateIn('Asia/Kathmandu', new Date('2026-11-26T18:14:59.999Z'))).toBe('2026-11-26');
    expect(calendarDateIn('Asia/Kathmandu', new Date('2026-11-26T18:15:00.000Z'))).toBe('2026-11-27');
    // Asked again within the same minute, and then for an earlier instant: each answer is that instant's.
    expect(calendarDateIn('Asia/Kathmandu', new Date('2026-11-26T18:15:59.000Z'))).toBe('2026-11-27');
    expect(calendarDateIn('Asia/Kathmandu', new Date('2026-11-26T18:14:00.000Z'))).toBe('2026-11-26');
  });
});

describe('addOneMonth', () => {
  it('keeps the day of the month', () => {
    expect(addOneMonth('2026-11-22')).toBe('2026-12-22');
  });

  it('rolls over the year', () => {
    expect(addOneMonth('2026-12-15')).toBe('2027-01-15');
  });

  it('clamps to the last day of a shorter month', () => {
    expect(addOneMonth('2026-01-31')).toBe('2026-02-28');
    expect(addOneMonth('2028-01-31')).toBe('2028-02-29');
    expect(addOneMonth('2026-03-31')).toBe('2026-04-30');
  });
});
