// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { TSellerProgress, TShareLink } from '../../../../shared/api/share-links.js';
import { FamilyScreen } from '../../../components/family-screen';
import { registerSpanishTexts } from '../../../lib/locale';
import { isolateScreenTests, jsonResponse, mockFetch, renderRoutes, sentBody } from '../../../test/helpers';
import { SAM_SHOP_URL_BODY } from '../../../test/shop-fixtures';
import { ShopPage } from '../../shop/components/shop-page';
import { storeDeparture } from '../../shop/leave-for-store';
import { QR_FILE_NAMES, SELLER_PAGE_TEXTS as T } from '../texts';
import { SellerRoutes } from './seller-routes';

// As the app's entry does: Spanish is shown once chosen.
registerSpanishTexts(() => import('../../../i18n/spanish-texts').then((module) => module.SPANISH_TEXTS));

/** jsdom decodes no image and draws no canvas: here the drawing answers `dataUrl`; the PNG is the browser test's. */
function drawCanvasAs(dataUrl: string) {
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value: () => Promise.resolve(),
  });
  const context = { drawImage: () => undefined, imageSmoothingEnabled: true };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => context) as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(dataUrl);
  onTestFinished(() => {
    delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
  });
}

const LINK: TShareLink = {
  token: 'Ab3dEf5hJk7m',
  url: 'https://portal.example.org/s/Ab3dEf5hJk7m',
  createdAt: '2025-03-01T10:00:00.000Z',
};

const PROGRESS: TSellerProgress = {
  seller: { firstName: 'Ava', lastInitial: 'M.' },
  sellerCode: 'AVA-K7Q3',
  group: { name: 'Tigers', organizationName: 'Lincoln School' },
  campaign: {
    _id: 'c1',
    name: 'Spring Sale',
    startDate: '2025-03-01',
    endDate: '2025-03-31',
    donationsEnabled: false,
  },
  orderCount: 7,
  sales: 1234.5,
  donations: 0,
  shareLinkOrderCount: 3,
  goal: { goalAmount: 5000, productSales: 1250, donations: 0, fraction: 0.25 },
};

function storeSession(campaign: object | null = { id: 'c1', name: 'Spring Sale' }) {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    storage.setItem('token', 'cust-token');
    storage.setItem('role', 'user');
    storage.setItem('user', JSON.stringify({ id: 'u1', name: 'Ava Marie Moss', email: 'ava@example.com' }));
    if (campaign) storage.setItem('campaign', JSON.stringify(campaign));
  }
}

const ok = (data: object) => jsonResponse(200, { success: true, data });

function answer({
  progress = PROGRESS,
  progressStatus = 200,
  donationsEnabled = false,
}: { progress?: TSellerProgress; progressStatus?: number; donationsEnabled?: boolean } = {}) {
  return mockFetch((url, init) => {
    if (url === '/api/seller/campaigns/c1/share-link' && init?.method === 'POST') return ok(LINK);
    if (url === '/api/shopify/create-shop-url' && init?.method === 'POST') {
      return ok({ url: 'https://shop.example.com/pages/donate?ref=h1', mode: 'store', handoffId: 'h1' });
    }
    if (url === '/api/seller/campaigns/c1/progress') {
      return progressStatus === 200
        ? ok({ ...progress, campaign: { ...progress.campaign, donationsEnabled } })
        : jsonResponse(progressStatus, { success: false, message: 'Database unavailable' });
    }
    return jsonResponse(404, { success: false, message: `unexpected ${url}` });
  });
}

function renderSeller(path = '/seller', shop: ReactNode = <p>shop screen</p>, family = false) {
  const seller = family ? (
    <FamilyScreen>
      <SellerRoutes />
    </FamilyScreen>
  ) : (
    <SellerRoutes />
  );
  return renderRoutes(
    path,
    <>
      <Route path="/seller/*" element={seller} />
      <Route path="/shop" element={shop} />
      <Route path="/" element={<p>login screen</p>} />
    </>,
  );
}

/** The dd next to a dt label. */
function detail(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('seller page', () => {
  isolateScreenTests();

  it('greets the seller and shows their group, campaign, progress and the group goal', async () => {
    storeSession();
    const fetchMock = answer();
    renderSeller();

    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Ava!' })).toBeTruthy();
    expect(document.title).toBe('Share with family · Fundraising Portal');
    expect(screen.getByText(T.title)).toBeTruthy();
    expect(document.querySelector('.seller-code__line')?.textContent).toBe(
      'At checkout, enter code AVA-K7Q3',
    );
    expect(detail(T.details.group)).toBe('Tigers');
    expect(detail(T.details.organization)).toBe('Lincoln School');
    expect(detail(T.details.campaign)).toBe('Spring Sale');
    expect(detail(T.details.dates)).toBe('Mar 1, 2025 – Mar 31, 2025');
    expect(detail(T.progress.orders)).toBe('7');
    expect(detail(T.progress.sales)).toBe('$1,234.50');
    expect(detail(T.progress.throughLink)).toBe('3');
    expect(screen.queryByText(T.progress.none)).toBeNull();
    // No donations yet: no donations figure.
    expect(screen.queryByText('Donations')).toBeNull();

    const bar = screen.getByRole('progressbar', { name: T.goal.title });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('$1,250.00 of $5,000.00 raised (25% of the goal)');
    expect(screen.getByText('$1,250.00 of $5,000.00 raised')).toBeTruthy();
    expect(document.getElementById(bar.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Product sales and donations toward the goal',
    );

    // This campaign takes no donations: no button for them.
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`).sort()).toEqual([
      'GET /api/seller/campaigns/c1/progress',
      'POST /api/seller/campaigns/c1/share-link',
    ]);
    expect(screen.queryByRole('link', { name: 'Give a donation' })).toBeNull();
    const headers = fetchMock.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer cust-token');

    await userEvent.setup().click(screen.getByRole('link', { name: T.shopNow }));
    expect(await screen.findByText('shop screen')).toBeTruthy();
  });

  it("shows the seller's donations when above 0, and counts the group's donations toward the goal", async () => {
    storeSession();
    answer({
      progress: {
        ...PROGRESS,
        sales: 1259.5,
        donations: 25,
        goal: { goalAmount: 5000, productSales: 1250, donations: 250.1, fraction: 0.30002 },
      },
    });
    renderSeller();

    expect(await screen.findByRole('heading', { name: 'Hi Ava!' })).toBeTruthy();
    // Sales without the donations, which are shown beside them.
    expect(detail('Donations')).toBe('$25.00');
    expect(detail(T.progress.sales)).toBe('$1,234.50');
    expect(screen.getByText('Product sales and donations toward the goal')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: T.goal.title });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    expect(bar.getAttribute('aria-valuetext')).toBe('$1,500.10 of $5,000.00 raised (30% of the goal)');
  });

  it('offers "Give a donation" beside Shop now when the campaign takes donations: the same hand-off, for a donation', async () => {
    storeSession({ id: 'c1', name: 'Spring Sale', startDate: '2025-03-01', endDate: '2025-03-31' });
    for (const storage of [window.localStorage, window.sessionStorage]) {
      storage.setItem(
        'user',
        JSON.stringify({ id: 'u1', name: 'Sam Seller', email: 'sam@example.com', groupCode: 'ABC123' }),
      );
      storage.setItem(
        'group',
        JSON.stringify({ code: 'ABC123', name: 'Tigers', organizationName: 'Lincoln' }),
      );
    }
    const fetchMock = answer({ donationsEnabled: true });
    const leaveForStore = vi.spyOn(storeDeparture, 'leave').mockImplementation(() => {});
    const user = userEvent.setup();
    renderSeller('/seller', <ShopPage />);

    const donate = await screen.findByRole('link', { name: 'Give a donation' });
    expect(donate.getAttribute('href')).toBe('/shop?purpose=donate');
    // Beside Shop now, after it.
    const shopNow = screen.getByRole('link', { name: T.shopNow });
    expect(shopNow.parentElement).toBe(donate.parentElement);
    expect(shopNow.nextElementSibling).toBe(donate);

    await user.click(donate);
    const dialog = await screen.findByRole('dialog');
    const handOffs = fetchMock.mock.calls.filter(([url]) => url === '/api/shopify/create-shop-url');
    expect(handOffs).toHaveLength(1);
    const body = sentBody(handOffs[0]![1]) as typeof SAM_SHOP_URL_BODY & { purpose?: string };
    expect(body.purpose).toBe('donate');
    expect(body.userData).toEqual(SAM_SHOP_URL_BODY.userData);
    expect(body.noteAttributes).toMatchObject({ campaign_id: 'c1', user_id: 'u1', group_code: 'ABC123' });

    await user.click(within(dialog).getByRole('button', { name: 'Confirm and Continue to Donate' }));
    expect(leaveForStore).toHaveBeenCalledWith('https://shop.example.com/pages/donate?ref=h1');
  });

  it('in Spanish: "Dar un donativo", the donations and what the goal counts', async () => {
    window.localStorage.setItem('lang', 'es');
    storeSession();
    answer({
      donationsEnabled: true,
      progress: { ...PROGRESS, donations: 25, goal: { ...PROGRESS.goal!, donations: 250 } },
    });
    renderSeller('/seller', <p>shop screen</p>, true);

    expect(await screen.findByRole('link', { name: 'Dar un donativo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Comprar ahora' })).toBeTruthy();
    // As the page writes money in Spanish (es-US, lib/format.ts): dollars as "$25.00".
    expect(detail('Donativos')).toBe('$25.00');
    expect(screen.getByText('Ventas y donativos hacia la meta')).toBeTruthy();
  });

  it('without a goal shows no bar; with no orders yet says so', async () => {
    storeSession();
    answer({ progress: { ...PROGRESS, goal: null, orderCount: 0, sales: 0, shareLinkOrderCount: 0 } });
    renderSeller();

    expect(await screen.findByText(T.progress.none)).toBeTruthy();
    expect(detail(T.progress.orders)).toBe('0');
    expect(detail(T.progress.sales)).toBe('$0.00');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('caps the bar at 100 % and says the goal is reached', async () => {
    storeSession();
    answer({
      progress: { ...PROGRESS, goal: { goalAmount: 1000, productSales: 1200, donations: 0, fraction: 1.2 } },
    });
    renderSeller();

    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('$1,200.00 of $1,000.00 raised (120% of the goal)');
    expect(screen.getByText(T.goal.reached)).toBeTruthy();
  });

  it('reads 99% at 99.6 % of the goal, as the share page and the report do, and does not say it is reached', async () => {
    storeSession();
    answer({
      progress: { ...PROGRESS, goal: { goalAmount: 100, productSales: 99.6, donations: 0, fraction: 0.996 } },
    });
    renderSeller();

    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('99');
    expect(bar.getAttribute('aria-valuetext')).toBe('$99.60 of $100.00 raised (99% of the goal)');
    expect(screen.getByText('(99% of the goal)')).toBeTruthy();
    expect(screen.queryByText(T.goal.reached)).toBeNull();
  });

  it('copies the link and confirms with "Copied"', async () => {
    storeSession();
    answer();
    const user = userEvent.setup();
    renderSeller();

    const field = await screen.findByLabelText<HTMLInputElement>(T.share.linkLabel);
    expect(field.value).toBe(LINK.url);
    expect(field.readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: T.share.copy }));

    const status = await screen.findByText(T.share.copied);
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(await navigator.clipboard.readText()).toBe(LINK.url);
  });

  it('without the clipboard API, selects the link and says how to copy it', async () => {
    storeSession();
    answer();
    const user = userEvent.setup();
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderSeller();

    const field = await screen.findByLabelText<HTMLInputElement>(T.share.linkLabel);
    await user.click(screen.getByRole('button', { name: T.share.copy }));

    expect(await screen.findByText(T.share.selected)).toBeTruthy();
    expect(screen.queryByText(T.share.copied)).toBeNull();
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.url.length]);
  });

  it('draws the QR code and offers it as SVG and PNG downloads and a flyer', async () => {
    drawCanvasAs('data:image/png;base64,UE5H');
    storeSession();
    answer();
    renderSeller();

    const qr = await screen.findByRole('img', { name: T.share.qrAlt });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);

    const svg = screen.getByRole('link', { name: T.share.downloadSvg });
    expect(svg.getAttribute('download')).toBe(QR_FILE_NAMES.svg);
    const svgText = decodeURIComponent(
      svg.getAttribute('href')!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''),
    );
    expect(svgText).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svgText).toContain(qr.querySelector('path')!.getAttribute('d'));

    const png = await screen.findByRole('link', { name: T.share.downloadPng });
    expect(png.getAttribute('download')).toBe(QR_FILE_NAMES.png);
    await vi.waitFor(() => expect(png.getAttribute('href')).toBe('data:image/png;base64,UE5H'));

    await userEvent.setup().click(screen.getByRole('link', { name: T.share.flyer }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Support Ava M.' })).toBeTruthy();
  });

  it('shows the failure with a retry that loads the page', async () => {
    storeSession();
    answer({ progressStatus: 500 });
    renderSeller();

    expect((await screen.findByRole('alert')).textContent).toBe('Database unavailable');
    answer();
    await userEvent.setup().click(screen.getByRole('button', { name: T.retry }));
    expect(await screen.findByRole('heading', { name: 'Hi Ava!' })).toBeTruthy();
  });

  it('falls back to its own text when the server gives none', async () => {
    storeSession();
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderSeller();

    expect((await screen.findByRole('alert')).textContent).toBe(T.loadFailed);
  });

  it('without a chosen campaign, calls nothing and leads back to the login', async () => {
    storeSession(null);
    const fetchMock = answer();
    renderSeller();

    expect(screen.getByRole('status').textContent).toBe(T.noCampaign);
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('link', { name: T.backToLogin }));
    expect(await screen.findByText('login screen')).toBeTruthy();
  });
});

describe('printable flyer', () => {
  isolateScreenTests();

  it('shows the group, organization, campaign, dates, the name with last initial, the QR code and the short link', async () => {
    storeSession();
    answer();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderSeller('/seller/flyer');

    const flyer = (await screen.findByRole('heading', { level: 1, name: 'Support Ava M.' })).closest(
      'article',
    )!;
    const text = within(flyer);
    for (const shown of ['Lincoln School', 'Tigers', 'Spring Sale', 'Mar 1, 2025 – Mar 31, 2025']) {
      expect(text.getByText(shown)).toBeTruthy();
    }
    expect(text.getByRole('img', { name: T.share.qrAlt })).toBeTruthy();
    expect(text.getByText('portal.example.org/s/Ab3dEf5hJk7m')).toBeTruthy();
    expect(flyer.textContent).toContain('At checkout, enter code AVA-K7Q3');
    expect(flyer.textContent).not.toContain('Moss');
    expect(document.title).toBe('Printable flyer · Fundraising Portal');

    await userEvent.setup().click(screen.getByRole('button', { name: T.flyer.print }));
    expect(print).toHaveBeenCalledTimes(1);
    await userEvent.setup().click(screen.getByRole('link', { name: T.flyer.back }));
    expect(await screen.findByRole('heading', { name: 'Hi Ava!' })).toBeTruthy();
  });
});
