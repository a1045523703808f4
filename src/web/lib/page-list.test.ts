import { describe, expect, it } from 'vitest';
import { pageList, readPageParam, withPage } from './page-list';

describe('pageList', () => {
  it('shows a single page, and two pages, without gaps', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(1, 2)).toEqual([1, 2]);
    expect(pageList(2, 2)).toEqual([1, 2]);
  });

  it('shows nothing when there are no pages', () => {
    expect(pageList(1, 0)).toEqual([]);
  });

  it('7 pages: the first, the last and the current page with its neighbours', () => {
    expect(pageList(1, 7)).toEqual([1, 2, 'gap', 7]);
    expect(pageList(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageList(7, 7)).toEqual([1, 'gap', 6, 7]);
  });

  it('20 pages: gaps on the side(s) away from the current page', () => {
    expect(pageList(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageList(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageList(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageList(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pageList(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageList(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageList(18, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
  });

  it('clamps a current page outside 1…total', () => {
    expect(pageList(0, 7)).toEqual(pageList(1, 7));
    expect(pageList(99, 7)).toEqual(pageList(7, 7));
  });
});

describe('the page query parameter', () => {
  it('reads a whole number ≥ 1, anything else as page 1', () => {
    expect(readPageParam(new URLSearchParams('page=3'))).toBe(3);
    for (const search of ['', 'page=', 'page=0', 'page=-2', 'page=abc', 'page=2.5', 'page=1e3']) {
      expect(readPageParam(new URLSearchParams(search))).toBe(1);
    }
  });

  it('leaves page 1 out and keeps every other parameter', () => {
    const params = new URLSearchParams('statuses=open&page=4&customerName=Ann');
    expect(withPage(params, 1).toString()).toBe('statuses=open&customerName=Ann');
    expect(withPage(params, 2).toString()).toBe('statuses=open&page=2&customerName=Ann');
    expect(params.toString()).toBe('statuses=open&page=4&customerName=Ann');
  });
});
