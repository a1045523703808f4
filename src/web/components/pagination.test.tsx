// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { renderRoutes } from '../test/helpers';
import { Pagination } from './pagination';

const renderAt = (path: string, totalPages: number) =>
  renderRoutes(path, <Route path="/admin/orders" element={<Pagination totalPages={totalPages} />} />);

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('pagination control', () => {
  afterEach(() => cleanup());

  it('is hidden when there is at most one page', () => {
    renderAt('/admin/orders?page=1', 1);
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();
    renderAt('/admin/orders', 0);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links every page with the other query parameters kept, page 1 without `page`', () => {
    renderAt('/admin/orders?statuses=open&page=3&customerName=Ann', 7);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });

    expect(hrefOf('First page')).toBe('/admin/orders?statuses=open&customerName=Ann');
    expect(hrefOf('Previous page')).toBe('/admin/orders?statuses=open&page=2&customerName=Ann');
    expect(hrefOf('Page 1')).toBe('/admin/orders?statuses=open&customerName=Ann');
    expect(hrefOf('Page 4')).toBe('/admin/orders?statuses=open&page=4&customerName=Ann');
    expect(hrefOf('Next page')).toBe('/admin/orders?statuses=open&page=4&customerName=Ann');
    expect(hrefOf('Last page')).toBe('/admin/orders?statuses=open&page=7&customerName=Ann');

    const current = within(nav).getByText('3');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.tagName).not.toBe('A');
    // 1 2 [3] 4 … 7
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First', 'Prev', '1', '2', '3', '4', '…', '7', 'Next', 'Last']);
  });

  it('reads the current page from the query string; an invalid or too small one is page 1', () => {
    renderAt('/admin/orders?page=abc', 5);
    expect(screen.getByText('1').getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'First page' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByText('First').getAttribute('aria-disabled')).toBe('true');
    expect(hrefOf('Next page')).toBe('/admin/orders?page=2');
    cleanup();

    renderAt('/admin/orders?page=0', 5);
    expect(screen.getByText('1').getAttribute('aria-current')).toBe('page');
  });

  it('has no Next and Last links on the last page', () => {
    renderAt('/admin/orders?page=20', 20);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Last page' })).toBeNull();
    expect(hrefOf('Previous page')).toBe('/admin/orders?page=19');
    expect(hrefOf('Page 1')).toBe('/admin/orders');
  });
});
