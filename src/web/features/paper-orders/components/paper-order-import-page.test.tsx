// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { isolateScreenTests, jsonResponse, mockFetch, renderRoutes } from '../../../test/helpers';
import { campaignFixture, importResult } from '../../../test/paper-order-fixtures';
import { PAPER_ORDER_TEXTS } from '../texts';
import { AdminPaperOrderImportPage } from './paper-order-import-page';

const T = PAPER_ORDER_TEXTS.import;
const BASE = '/api/groups/g1/campaigns/k1';
const IMPORT_URL = `${BASE}/paper-orders/import`;

const BAD_FILE = 'Form number,Seller,Buyer,Payment,Cookie Dough\n1,Ava Stone,Ann,cash,2\n2,Ben Ray,,card,1\n';
const GOOD_FILE =
  'Form number,Seller,Buyer,Payment,Cookie Dough\n1,Ava Stone,Ann,cash,2\n2,Ben Ray,Bo,unpaid,1\n';

const PROBLEMS = [
  { row: 3, column: 'Buyer', message: 'Buyer is required' },
  { row: 3, column: 'Payment', message: 'Payment must be cash, check or unpaid' },
  { row: 4, column: '', message: 'The form has no product' },
];

function api() {
  return mockFetch((url, init) => {
    if (url.startsWith(IMPORT_URL) && init?.method === 'POST') {
      const csv = String(init.body);
      const dryRun = url.endsWith('?dryRun=true');
      if (csv === BAD_FILE)
        return jsonResponse(200, { success: true, data: importResult({ problems: PROBLEMS }) });
      return jsonResponse(200, { success: true, data: importResult({ committed: !dryRun }) });
    }
    if (url === BASE) return jsonResponse(200, { success: true, data: campaignFixture() });
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

const renderImport = () =>
  renderRoutes(
    '/admin/groups/g1/campaigns/k1/paper-orders/import',
    <Route
      path="/admin/groups/:groupId/campaigns/:campaignId/paper-orders/import"
      element={<AdminPaperOrderImportPage />}
    />,
  );

const rowsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .map((row) => row.textContent);

const importCalls = (fetchMock: ReturnType<typeof api>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(IMPORT_URL));

describe('paper order import', () => {
  isolateScreenTests();

  it('previews a chosen file, lists its problems by row and column, and offers no import until it is fixed', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderImport();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cookie Week — import paper orders' }),
    ).toBeTruthy();

    await user.upload(screen.getByLabelText(T.file), new File([BAD_FILE], 'forms.csv', { type: 'text/csv' }));

    const problems = await screen.findByRole('region', { name: T.problemsTableLabel });
    expect(rowsOf(problems)).toEqual([
      'RowColumnProblem',
      '3BuyerBuyer is required',
      '3PaymentPayment must be cash, check or unpaid',
      `4${T.wholeRow}The form has no product`,
    ]);
    expect(screen.getByRole('alert').textContent).toBe(T.problemsAlert(3));
    expect(screen.getByRole('heading', { name: T.previewTitle('forms.csv') })).toBe(document.activeElement);
    expect(screen.queryByRole('button', { name: /^Import \d/ })).toBeNull();
    const [url, init] = importCalls(fetchMock)[0]!;
    expect(url).toBe(`${IMPORT_URL}?dryRun=true`);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('text/csv; charset=utf-8');
    expect(init?.body).toBe(BAD_FILE);

    // The fixed file, chosen again: a clean preview, then the import for real.
    await user.upload(
      screen.getByLabelText(T.file),
      new File([GOOD_FILE], 'forms.csv', { type: 'text/csv' }),
    );
    const confirm = await screen.findByRole('button', { name: T.confirm(2) });
    expect(screen.queryByRole('region', { name: T.problemsTableLabel })).toBeNull();
    expect(rowsOf(screen.getByRole('region', { name: T.items }))).toEqual([
      'ProductQuantity',
      'Cookie Dough3',
      'Candle1',
    ]);
    expect(rowsOf(screen.getByRole('region', { name: T.bySeller }))).toEqual([
      'SellerOrdersTotal',
      'Ava Stone1$25.00',
      'Ben Ray1$27.50',
    ]);
    expect(rowsOf(screen.getByRole('region', { name: T.byPayment }))).toEqual([
      'PaymentOrdersAmount',
      'Cash1$25.00',
      'Unpaid1$0.00',
    ]);
    expect(screen.getByText(T.alreadyImportedNote)).toBeTruthy();

    await user.click(confirm);
    expect(await screen.findByRole('heading', { name: T.doneTitle })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(T.imported(2));
    const calls = importCalls(fetchMock);
    expect(calls).toHaveLength(3);
    expect(calls[2]![0]).toBe(IMPORT_URL);
    expect(calls[2]![1]?.body).toBe(GOOD_FILE);
    expect(screen.getByRole('link', { name: PAPER_ORDER_TEXTS.backToResults }).getAttribute('href')).toBe(
      '/admin/groups/g1/campaigns/k1',
    );
  });

  it('shows the problems of an import refused whole, as the server names them', async () => {
    mockFetch((url, init) => {
      if (url === `${IMPORT_URL}?dryRun=true`)
        return jsonResponse(200, { success: true, data: importResult() });
      if (url === IMPORT_URL && init?.method === 'POST') {
        return jsonResponse(400, {
          success: false,
          code: 'IMPORT_HAS_PROBLEMS',
          message: 'The file has 1 problem; nothing was imported',
          errors: [
            { field: 'rows.5.Form number', code: 'FIELD_INVALID', message: 'Form number is also on row 2' },
          ],
        });
      }
      return jsonResponse(200, { success: true, data: campaignFixture() });
    });
    const user = userEvent.setup();
    renderImport();
    await user.type(await screen.findByLabelText(T.paste), 'Form number,Seller');
    await user.click(screen.getByRole('button', { name: T.previewPasted }));
    await user.click(await screen.findByRole('button', { name: T.confirm(2) }));

    const problems = await screen.findByRole('region', { name: T.problemsTableLabel });
    expect(rowsOf(problems)).toEqual(['RowColumnProblem', '5Form numberForm number is also on row 2']);
    expect(screen.getByRole('heading', { name: T.previewTitle(T.pasted) })).toBeTruthy();
  });

  it('says how many problems the file has when the server lists only the first ones', async () => {
    const listed = Array.from({ length: 100 }, (_, index) => ({
      row: index + 2,
      column: 'Buyer',
      message: 'Buyer is required',
    }));
    mockFetch((url, init) => {
      if (url === `${IMPORT_URL}?dryRun=true`) {
        const pasted = String(init?.body);
        return jsonResponse(200, {
          success: true,
          data: pasted.includes('Buyer')
            ? importResult({ orders: 0, problems: listed, problemCount: 500 })
            : importResult(),
        });
      }
      if (url === IMPORT_URL && init?.method === 'POST') {
        return jsonResponse(400, {
          success: false,
          code: 'IMPORT_HAS_PROBLEMS',
          message: 'The file has 250 problems; nothing was imported',
          params: { count: 250 },
          errors: listed.slice(0, 2).map(({ row, message }) => ({
            field: `rows.${row}.Buyer`,
            code: 'FIELD_INVALID',
            message,
          })),
        });
      }
      return jsonResponse(200, { success: true, data: campaignFixture() });
    });
    const user = userEvent.setup();
    renderImport();
    await user.type(await screen.findByLabelText(T.paste), 'Form number,Buyer');
    await user.click(screen.getByRole('button', { name: T.previewPasted }));

    const problems = await screen.findByRole('region', { name: T.problemsTableLabel });
    expect(rowsOf(problems)).toHaveLength(101);
    expect(screen.getByRole('alert').textContent).toBe(T.problemsAlert(500));
    expect(screen.getByText('Showing the first 100 of 500 problems.')).toBeTruthy();

    // A file whose preview was clean but whose import was refused: the refusal's count, its listed problems.
    await user.clear(screen.getByLabelText(T.paste));
    await user.type(screen.getByLabelText(T.paste), 'Form number,Seller');
    await user.click(screen.getByRole('button', { name: T.previewPasted }));
    await user.click(await screen.findByRole('button', { name: T.confirm(2) }));
    expect(rowsOf(await screen.findByRole('region', { name: T.problemsTableLabel }))).toHaveLength(3);
    expect(screen.getByRole('alert').textContent).toBe(T.problemsAlert(250));
    expect(screen.getByText(T.problemsListed(2, 250))).toBeTruthy();
    expect(T.problemsListed(2, 250)).toBe('Showing the first 2 of 250 problems.');
  });

  it('downloads the template with the stored token', async () => {
    window.localStorage.setItem('token', 'tok-a');
    const fetchMock = mockFetch((url) =>
      url === `${BASE}/paper-orders/template`
        ? new Response('Form number,Seller\n', {
            status: 200,
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="template.csv"',
            },
          })
        : jsonResponse(200, { success: true, data: campaignFixture() }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:template');
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderImport();
    await user.click(await screen.findByRole('button', { name: T.downloadTemplate }));
    await waitFor(() => expect(names).toEqual(['template.csv']));
    const call = fetchMock.mock.calls.find(([url]) => url === `${BASE}/paper-orders/template`)!;
    expect((call[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok-a');
  });

  it('shows the donations of the forms apart from the total when they have any', async () => {
    mockFetch((url, init) => {
      if (url.startsWith(IMPORT_URL) && init?.method === 'POST') {
        return jsonResponse(200, { success: true, data: importResult({ donations: 12.5 }) });
      }
      if (url === BASE) return jsonResponse(200, { success: true, data: campaignFixture() });
      return jsonResponse(404, { success: false, message: 'Not found' });
    });
    const user = userEvent.setup();
    renderImport();
    expect(screen.getByText(T.templateHint)).toBeTruthy();
    expect(T.templateHint).toContain(
      'Check number, Donation (optional, in dollars), then one column per product',
    );

    await user.upload(
      await screen.findByLabelText(T.file),
      new File([GOOD_FILE], 'forms.csv', { type: 'text/csv' }),
    );
    const donations = await screen.findByText('Donations', { selector: '.stat__label' });
    expect(donations.nextElementSibling?.textContent).toBe('$12.50');
    expect(screen.getByText('Total', { selector: '.stat__label' }).nextElementSibling?.textContent).toBe(
      '$52.50',
    );
  });
});
