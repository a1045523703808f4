import { describe, expect, it } from 'vitest';
import { addOneMonth, calendarDateIn } from './calendar.js';

describe('calendarDateIn', () => {
  const instant = new Date('2026-03-01T11:00:00Z');

  it('reads the date in the given time zone', () => {
    expect(calendarDateIn('UTC', instant)).toBe('2026-03-01');
    expect(calendarDateIn('Pacific/Kiritimati', instant)).toBe('2026-03-02');
    expect(calendarDateIn('Pacific/Pago_Pago', new Date('2026-03-01T05:00:00Z'))).toBe('2026-02-28');
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
