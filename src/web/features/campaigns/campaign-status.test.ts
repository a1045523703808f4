// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { campaignDisplayStatus } from './campaign-status';
import { addMonths, todayLocal } from '../../lib/calendar-date';

const TODAY = '2025-06-15';

describe('campaign display status', () => {
  it('is Inactive whenever the campaign is switched off, whatever its dates', () => {
    expect(
      campaignDisplayStatus({ isActive: false, isCurrentlyActive: false, startDate: '2025-06-01' }, TODAY),
    ).toBe('inactive');
    expect(
      campaignDisplayStatus({ isActive: false, isCurrentlyActive: true, startDate: '2025-06-01' }, TODAY),
    ).toBe('inactive');
    expect(
      campaignDisplayStatus({ isActive: false, isCurrentlyActive: false, startDate: '2025-07-01' }, TODAY),
    ).toBe('inactive');
  });

  it('is Active when active and running today (as the server computed)', () => {
    expect(
      campaignDisplayStatus({ isActive: true, isCurrentlyActive: true, startDate: '2025-06-15' }, TODAY),
    ).toBe('active');
  });

  it('is Upcoming when active, not running, and starting after today', () => {
    expect(
      campaignDisplayStatus({ isActive: true, isCurrentlyActive: false, startDate: '2025-06-16' }, TODAY),
    ).toBe('upcoming');
    expect(
      campaignDisplayStatus({ isActive: true, isCurrentlyActive: false, startDate: '2026-01-01' }, TODAY),
    ).toBe('upcoming');
  });

  it('is Ended when active, not running, and started today or before', () => {
    expect(
      campaignDisplayStatus({ isActive: true, isCurrentlyActive: false, startDate: '2025-06-14' }, TODAY),
    ).toBe('ended');
    expect(
      campaignDisplayStatus({ isActive: true, isCurrentlyActive: false, startDate: '2025-06-15' }, TODAY),
    ).toBe('ended');
  });

  it("compares with the reader's local date by default", () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(
      campaignDisplayStatus({ isActive: true, isCurrentlyActive: false, startDate: todayLocal(tomorrow) }),
    ).toBe('upcoming');
    expect(campaignDisplayStatus({ isActive: true, isCurrentlyActive: false, startDate: todayLocal() })).toBe(
      'ended',
    );
  });
});

describe('calendar dates', () => {
  it('formats the local date as YYYY-MM-DD', () => {
    expect(todayLocal(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(todayLocal(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
  });

  it('adds a month, keeping the day or the last day of a shorter month', () => {
    expect(addMonths('2025-03-15', 1)).toBe('2025-04-15');
    expect(addMonths('2025-12-20', 1)).toBe('2026-01-20');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-03-31', 1)).toBe('2025-04-30');
  });
});
