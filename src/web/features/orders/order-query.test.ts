import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  exportQuery,
  hasActiveFilters,
  listQuery,
  readOrderFilters,
  readOrderListState,
  writeOrderFilters,
  type OrderFilters,
} from './order-query';

const FILTERS: OrderFilters = {
  startDate: '2026-11-01',
  endDate: '2026-11-22',
  statuses: ['open', 'shipped'],
  groupCode: 'BAND24',
  studentName: '',
  customerName: 'ann@example.org',
  source: 'paper',
  teamId: '',
};

const ROOM_12 = '3f1e2d4c-5b6a-4978-8a1b-2c3d4e5f6a7b';

describe('order filters in the URL query', () => {
  it('round-trips: what is written is read back', () => {
    const params = writeOrderFilters(new URLSearchParams(), FILTERS);
    expect(params.toString()).toBe(
      'startDate=2026-11-01&endDate=2026-11-22&statuses=open%2Cshipped&groupCode=BAND24&customerName=ann%40example.org&source=paper',
    );
    expect(readOrderFilters(params)).toEqual(FILTERS);
  });

  it('drops page (applied filters start at page 1) and keeps parameters it does not own', () => {
    const params = writeOrderFilters(new URLSearchParams('page=3&tab=x&groupCode=OLD'), FILTERS);
    expect(params.get('page')).toBeNull();
    expect(params.get('tab')).toBe('x');
    expect(params.get('groupCode')).toBe('BAND24');
  });

  it('clearing leaves no filter parameter', () => {
    const params = writeOrderFilters(
      new URLSearchParams('startDate=2026-01-01&statuses=open&page=2'),
      EMPTY_FILTERS,
    );
    expect(params.toString()).toBe('');
  });

  it('trims texts and orders statuses the same way whatever the order they were chosen in', () => {
    const params = writeOrderFilters(new URLSearchParams(), {
      ...EMPTY_FILTERS,
      statuses: ['shipped', 'open'],
      customerName: '  Ann  ',
      groupCode: '   ',
    });
    expect(params.toString()).toBe('statuses=open%2Cshipped&customerName=Ann');
  });

  it('ignores values the form cannot show: impossible dates, unknown statuses', () => {
    const filters = readOrderFilters(
      new URLSearchParams('startDate=2026-02-30&endDate=yesterday&statuses=OPEN,bogus,,processing'),
    );
    expect(filters).toEqual({ ...EMPTY_FILTERS, statuses: ['open', 'processing'] });
  });

  it('reads the source as store or paper, anything else as both', () => {
    expect(readOrderFilters(new URLSearchParams('source=Paper')).source).toBe('paper');
    expect(readOrderFilters(new URLSearchParams('source=store')).source).toBe('store');
    expect(readOrderFilters(new URLSearchParams('source=fax')).source).toBe('');
    expect(hasActiveFilters({ ...EMPTY_FILTERS, source: 'store' })).toBe(true);
  });

  it('reads a class or team id, and leaves out text that is no id', () => {
    const params = writeOrderFilters(new URLSearchParams(), { ...EMPTY_FILTERS, teamId: ROOM_12 });
    expect(params.toString()).toBe(`teamId=${ROOM_12}`);
    expect(readOrderFilters(params).teamId).toBe(ROOM_12);
    expect(readOrderFilters(new URLSearchParams('teamId=room-12')).teamId).toBe('');
    expect(hasActiveFilters({ ...EMPTY_FILTERS, teamId: ROOM_12 })).toBe(true);
  });

  it('tells whether any filter is set', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, statuses: ['open'] })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, studentName: 'Sam' })).toBe(true);
  });

  it('keeps only the filters of the area: group code for admins, seller name and team for coordinators', () => {
    const params = new URLSearchParams(`groupCode=BAND24&studentName=Sam&teamId=${ROOM_12}&page=2`);
    expect(readOrderListState(params, 'admin')).toEqual({
      page: 2,
      filters: { ...EMPTY_FILTERS, groupCode: 'BAND24' },
    });
    expect(readOrderListState(params, 'group').filters).toEqual({
      ...EMPTY_FILTERS,
      studentName: 'Sam',
      teamId: ROOM_12,
    });
  });

  it('asks the API for 20 orders per page with the comma-joined statuses', () => {
    expect(listQuery(FILTERS, 2)).toMatchObject({
      page: 2,
      limit: 20,
      statuses: 'open,shipped',
      source: 'paper',
    });
  });

  it('sends the team to the list and to the export', () => {
    const filters = { ...EMPTY_FILTERS, teamId: ROOM_12 };
    expect(listQuery(filters, 1)).toMatchObject({ teamId: ROOM_12 });
    expect(exportQuery(filters)).toMatchObject({ teamId: ROOM_12 });
  });
});
