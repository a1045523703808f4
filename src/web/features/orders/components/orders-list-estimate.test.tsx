// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { clearStorages, jsonResponse, mockFetch, renderRoutes } from '../../../test/helpers';
import { listReply, orderRow } from '../../../test/order-fixtures';
import { AdminOrdersPage } from './admin-orders-page';

const renderAt = (path: string) =>
  renderRoutes(path, <Route path="/admin/orders" element={<AdminOrdersPage />} />);

const rowsOf = (count: number, offset = 0) =>
  Array.from({ length: count }, (_, index) => orderRow({ _id: `o${offset + index}` }));

describe('order list totals the server estimated', () => {
  beforeEach(() => clearStorages());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says "about" before an estimated total, with the pages it implies', async () => {
    mockFetch(() => jsonResponse(200, listReply(rowsOf(20), 1, 3550, 71_000, true)));
    renderAt('/admin/orders?customerName=ava');

    expect(await screen.findByText('Showing 1–20 of about 71,000 orders')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Last page' }).getAttribute('href')).toBe(
      '/admin/orders?customerName=ava&page=3550',
    );
  });

  it('gives an exact total without "about", with thousands separated', async () => {
    mockFetch(() => jsonResponse(200, listReply(rowsOf(2), 494, 494, 9_862)));
    renderAt('/admin/orders?page=494&customerName=li');

    expect(await screen.findByText('Showing 9,861–9,862 of 9,862 orders')).toBeTruthy();
  });

  it('says the estimate was too high on an empty page near its end, and keeps the pages', async () => {
    mockFetch(() => jsonResponse(200, listReply([], 3550, 3550, 71_000, true)));
    renderAt('/admin/orders?customerName=ava&page=3550');

    expect(
      await screen.findByText(
        'No orders on this page: the total was an estimate and the list ends on an earlier page.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('No orders match your filter criteria.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Page 3549' }).getAttribute('href')).toBe(
      '/admin/orders?customerName=ava&page=3549',
    );
  });
});
