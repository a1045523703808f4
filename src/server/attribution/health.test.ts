import { describe, expect, it } from 'vitest';
import { attributionWarnings } from './health.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const healthy = {
  weekReceived: 1000,
  weekUnattributed: 10,
  reconciliationConfigured: true,
  lastRun: { finishedAt: minutesAgo(20), succeeded: true },
  now: NOW,
};

describe('attributionWarnings', () => {
  it('stays quiet at exactly 1 % unattributed with a recent successful reconciliation', () => {
    expect(attributionWarnings(healthy)).toEqual([]);
  });

  it('warns above 1 % unattributed in the last 7 days', () => {
    expect(attributionWarnings({ ...healthy, weekUnattributed: 11 })).toEqual(['unattributedShare']);
    expect(attributionWarnings({ ...healthy, weekReceived: 0, weekUnattributed: 0 })).toEqual([]);
  });

  it('warns when the last reconciliation failed, or none finished in the last hour', () => {
    expect(
      attributionWarnings({ ...healthy, lastRun: { finishedAt: minutesAgo(5), succeeded: false } }),
    ).toEqual(['reconciliationFailed']);
    expect(
      attributionWarnings({ ...healthy, lastRun: { finishedAt: minutesAgo(61), succeeded: true } }),
    ).toEqual(['reconciliationLate']);
    expect(attributionWarnings({ ...healthy, lastRun: undefined })).toEqual(['reconciliationLate']);
  });

  it('says nothing of reconciliation when the store Admin API is not configured', () => {
    expect(attributionWarnings({ ...healthy, reconciliationConfigured: false, lastRun: undefined })).toEqual(
      [],
    );
  });
});
