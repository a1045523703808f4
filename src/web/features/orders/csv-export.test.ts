// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_MESSAGES } from './texts';
import { ApiError, setUnauthorizedHandler } from '../../lib/api-client';
import { clearStorages, jsonResponse, mockFetch } from '../../test/helpers';
import { fetchFile, fileNameFromDisposition } from './csv-export';

describe('export file name (Content-Disposition)', () => {
  it('reads a quoted file name', () => {
    expect(fileNameFromDisposition('attachment; filename="orders_all_2026-11-22.csv"')).toBe(
      'orders_all_2026-11-22.csv',
    );
    expect(fileNameFromDisposition('attachment; filename="say \\"hi\\".csv"')).toBe('say "hi".csv');
  });

  it('reads an unquoted file name', () => {
    expect(fileNameFromDisposition('attachment; filename=orders_BAND24_2026-11-22.csv')).toBe(
      'orders_BAND24_2026-11-22.csv',
    );
    expect(fileNameFromDisposition('attachment;filename=a.csv; size=12')).toBe('a.csv');
  });

  it('prefers the RFC 5987 filename* over filename, whichever comes first', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="fallback.csv"; filename*=UTF-8''orders_%C3%A9cole.csv`),
    ).toBe('orders_école.csv');
    expect(fileNameFromDisposition(`attachment; filename*=utf-8'en'a%20b.csv; filename="b.csv"`)).toBe(
      'a b.csv',
    );
    expect(fileNameFromDisposition(`attachment; filename*=iso-8859-1''caf%E9.csv`)).toBe('café.csv');
  });

  it('falls back to filename when filename* cannot be decoded', () => {
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''bad%E9.csv; filename="ok.csv"`)).toBe(
      'ok.csv',
    );
  });

  it('uses orders_export.csv without a usable name', () => {
    expect(ORDER_MESSAGES.exportDefaultFileName).toBe('orders_export.csv');
    for (const header of [null, undefined, '', 'attachment', 'inline; name="x"', 'attachment; filename=""']) {
      expect(fileNameFromDisposition(header)).toBe('orders_export.csv');
    }
  });

  it('keeps folders out of the name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/orders.csv"')).toBe('orders.csv');
    expect(fileNameFromDisposition('attachment; filename="C:\\\\temp\\\\orders.csv"')).toBe('orders.csv');
  });
});

describe('fetchFile', () => {
  let redirect: ReturnType<typeof vi.fn<(path: string) => void>>;
  let restore: () => void;
  beforeEach(() => {
    clearStorages();
    redirect = vi.fn<(path: string) => void>();
    restore = setUnauthorizedHandler(redirect);
  });
  afterEach(() => {
    restore();
    vi.unstubAllGlobals();
  });

  it('sends the bearer token and the filters, and reads the file and its name', async () => {
    window.localStorage.setItem('token', 'tok-1');
    const fetchMock = mockFetch(
      () =>
        new Response('\uFEFFOrder Number\n#1001\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="orders_all_2026-11-22.csv"',
          },
        }),
    );
    const file = await fetchFile('/admin/orders/export', { statuses: 'open', groupCode: '' });
    expect(file.fileName).toBe('orders_all_2026-11-22.csv');
    expect(await file.blob.text()).toContain('#1001');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/orders/export?statuses=open');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('fails with the server message, and a 401 ends the session', async () => {
    window.localStorage.setItem('token', 'tok-1');
    mockFetch(() => jsonResponse(400, { success: false, message: 'endDate cannot be before startDate' }));
    await expect(fetchFile('/admin/orders/export', {})).rejects.toMatchObject({
      status: 400,
      serverMessage: 'endDate cannot be before startDate',
    });

    mockFetch(() => jsonResponse(401, { success: false, message: 'Unauthorized' }));
    await expect(fetchFile('/admin/orders/export', {})).rejects.toBeInstanceOf(ApiError);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(redirect).toHaveBeenCalledOnce();
  });
});
