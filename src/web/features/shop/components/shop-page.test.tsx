// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { StrictMode } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SHOP_MESSAGES, SHOP_TEXTS } from '../texts';
import { STORE_API_MESSAGES } from '../../../../shared/texts/store.js';
import {
  clearStorages,
  jsonResponse,
  mockFetch,
  renderRoutes,
  sentBody,
  withQueryClient,
} from '../../../test/helpers';
import { SAM_SHOP_URL_BODY } from '../../../test/shop-fixtures';
import { storeDeparture } from '../leave-for-store';
import { ShopPage } from './shop-page';
import { STORE_ERROR_HISTORY_KEY, type StoreErrorEntry } from '../store-backup';

const user = { id: 'u1', name: 'Sam Seller', email: 'sam@example.com', groupCode: 'ABC123' };
const group = { _id: 'g1', code: 'ABC123', name: 'Tigers', organizationName: 'Lincoln School' };
const campaign = { id: 'c1', name: 'Spring Sale', startDate: '2025-01-01', endDate: '2025-12-31' };

interface StoredSession {
  user?: object;
  group?: object;
  campaign?: object;
}

function store(storage: Storage, session: StoredSession = { user, group, campaign }) {
  storage.setItem('token', 'cust-token');
  storage.setItem('role', 'user');
  for (const [key, value] of Object.entries(session)) storage.setItem(key, JSON.stringify(value));
}

function storeBoth(session?: StoredSession) {
  store(window.localStorage, session);
  store(window.sessionStorage, session);
}

const okReply = (data: object) => jsonResponse(200, { success: true, data });
const storeReply = () =>
  okReply({ url: 'https://shop.example.com/cart/update?x=1', mode: 'store', handoffId: 'h1' });

function answer(reply: () => Response) {
  return mockFetch(() => reply());
}

function renderShop(path = '/shop') {
  return renderRoutes(
    path,
    <>
      <Route path="/shop" element={<ShopPage />} />
      <Route path="/" element={<p>login screen</p>} />
      <Route path="/seller" element={<p>seller page</p>} />
    </>,
  );
}

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** The dd next to a dt label inside the dialog. */
function detail(dialog: HTMLElement, label: string): string | null | undefined {
  return within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

let leaveForStore: MockInstance<(url: string) => void>;

describe('shop hand-off screen', () => {
  beforeEach(() => {
    clearStorages();
    document.cookie = 'store_note_attributes=; max-age=0; path=/';
    leaveForStore = vi.spyOn(storeDeparture, 'leave').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  describe('precondition', () => {
    it.each<[string, StoredSession, string[]]>([
      [
        'no stored user, group or campaign',
        {},
        [
          SHOP_MESSAGES.precondition.groupCodeMissing,
          SHOP_MESSAGES.precondition.sellerNameMissing,
          SHOP_MESSAGES.precondition.campaignMissing,
        ],
      ],
      [
        'a malformed group code and a 1-letter name',
        { user: { ...user, groupCode: 'A-1', name: ' S ' }, group: { ...group, code: 'A-1' }, campaign },
        [SHOP_MESSAGES.precondition.groupCodeInvalid, SHOP_MESSAGES.precondition.sellerNameInvalid],
      ],
      [
        'a campaign without a name',
        { user, group, campaign: { ...campaign, name: '' } },
        [SHOP_MESSAGES.precondition.campaignMissing],
      ],
    ])('with %s, lists the reasons and calls nothing', async (_label, session, reasons) => {
      const fetchMock = answer(storeReply);
      storeBoth(session);
      renderShop();

      const alert = screen.getByRole('alert');
      expect(within(alert).getByText(SHOP_MESSAGES.unableToProceed)).toBeTruthy();
      expect(
        within(alert)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(reasons);
      expect(within(alert).getByText(SHOP_MESSAGES.logInAgain)).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();

      await userEvent.setup().click(screen.getByRole('button', { name: SHOP_MESSAGES.backToLogin }));
      expect(await screen.findByText('login screen')).toBeTruthy();
    });
  });

  it('shows the preparing state, then posts the note attributes and user data with the token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-06T07:08:09.010Z'));
    let release: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    storeBoth();
    renderShop();

    expect(screen.getByRole('heading', { name: SHOP_MESSAGES.preparing })).toBeTruthy();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/shopify/create-shop-url');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer cust-token');
    expect(sentBody(init)).toEqual(SAM_SHOP_URL_BODY);

    release(storeReply());
    expect(await screen.findByRole('dialog', { name: SHOP_MESSAGES.confirm.title })).toBeTruthy();
  });

  it('asks for one hand-off even when React mounts the screen twice (StrictMode)', async () => {
    const fetchMock = answer(storeReply);
    storeBoth();
    render(
      <StrictMode>
        {withQueryClient(
          <MemoryRouter initialEntries={['/shop']}>
            <Routes>
              <Route path="/shop" element={<ShopPage />} />
            </Routes>
          </MemoryRouter>,
        )}
      </StrictMode>,
    );

    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads session storage before local storage', async () => {
    const fetchMock = answer(storeReply);
    store(window.localStorage, { user: { ...user, name: 'Old Name' }, group, campaign });
    store(window.sessionStorage, { user, group, campaign: { ...campaign, id: 'c2' } });
    renderShop();

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock.mock.calls[0]![1])).toMatchObject({
      noteAttributes: { student_name: 'Sam Seller', campaign_id: 'c2' },
    });
  });

  it('falls back to local storage', async () => {
    const fetchMock = answer(storeReply);
    store(window.localStorage);
    renderShop();

    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(sentBody(fetchMock.mock.calls[0]![1])).toMatchObject({ userData: { userId: 'u1' } });
  });

  it('keeps the attributes in two session-storage copies and a cookie', async () => {
    const fetchMock = answer(storeReply);
    storeBoth();
    renderShop();

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const { noteAttributes } = sentBody(fetchMock.mock.calls[0]![1]) as { noteAttributes: object };
    expect(JSON.parse(window.sessionStorage.getItem('shopifyAttributes') ?? 'null')).toEqual(noteAttributes);
    expect(JSON.parse(window.sessionStorage.getItem('storeNoteAttributes') ?? 'null')).toEqual(
      noteAttributes,
    );
    const cookie = readCookie('store_note_attributes');
    expect(cookie).toBeDefined();
    expect(JSON.parse(decodeURIComponent(cookie!))).toEqual(noteAttributes);
  });

  it('writes the cookie for an hour, on every path, SameSite=Lax', async () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    answer(storeReply);
    storeBoth();
    renderShop();

    expect(await screen.findByRole('dialog')).toBeTruthy();
    spy.mockRestore();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^store_note_attributes=[^;]+; max-age=3600; path=\/; SameSite=Lax$/);
  });

  it('confirms the details; Cancel goes back to /', async () => {
    answer(storeReply);
    storeBoth();
    renderShop();

    const dialog = await screen.findByRole('dialog', { name: SHOP_MESSAGES.confirm.title });
    expect(detail(dialog, 'Email')).toBe('sam@example.com');
    expect(detail(dialog, 'Student Name')).toBe('Sam Seller');
    expect(detail(dialog, 'Group Code')).toBe('ABC123');
    expect(detail(dialog, 'Group Name')).toBe('Tigers');
    expect(detail(dialog, 'Organization')).toBe('Lincoln School');
    expect(detail(dialog, 'Campaign')).toBe('Spring Sale');
    expect(detail(dialog, 'Campaign Dates')).toBe('Jan 1, 2025 – Dec 31, 2025');
    expect(within(dialog).queryByText(SHOP_MESSAGES.demoMode)).toBeNull();

    await userEvent.setup().click(within(dialog).getByRole('button', { name: SHOP_MESSAGES.confirm.cancel }));
    expect(await screen.findByText('login screen')).toBeTruthy();
    expect(leaveForStore).not.toHaveBeenCalled();
  });

  it('"Share with family" leads to the seller page without leaving for the store', async () => {
    answer(storeReply);
    storeBoth();
    renderShop();

    const dialog = await screen.findByRole('dialog', { name: SHOP_MESSAGES.confirm.title });
    const link = within(dialog).getByRole('link', { name: SHOP_TEXTS.shareWithFamily });
    expect(link.getAttribute('href')).toBe('/seller');
    await userEvent.setup().click(link);
    expect(await screen.findByText('seller page')).toBeTruthy();
    expect(leaveForStore).not.toHaveBeenCalled();
  });

  it('"Not you? Log out" forgets the seller: token, session, attribute copies and cookie, then goes to /', async () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    answer(storeReply);
    storeBoth();
    window.localStorage.setItem(STORE_ERROR_HISTORY_KEY, '[]');
    renderShop();

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(SHOP_TEXTS.logout.notYou, { exact: false })).toBeTruthy();
    expect(readCookie('store_note_attributes')).toBeDefined();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: SHOP_TEXTS.logout.logOut }));

    expect(await screen.findByText('login screen')).toBeTruthy();
    spy.mockRestore();
    for (const storage of [window.localStorage, window.sessionStorage]) {
      for (const key of ['token', 'role', 'user', 'group', 'campaign'])
        expect(storage.getItem(key)).toBeNull();
    }
    expect(window.sessionStorage.getItem('shopifyAttributes')).toBeNull();
    expect(window.sessionStorage.getItem('storeNoteAttributes')).toBeNull();
    expect(readCookie('store_note_attributes')).toBeUndefined();
    expect(writes.at(-1)).toBe('store_note_attributes=; max-age=0; path=/; SameSite=Lax');
    expect(leaveForStore).not.toHaveBeenCalled();
  });

  it('offers "Not you? Log out" beside Back to Login when the hand-off fails', async () => {
    answer(() => jsonResponse(502, { success: false, message: STORE_API_MESSAGES.storeUnavailable }));
    storeBoth();
    renderShop();

    await screen.findByText(STORE_API_MESSAGES.storeUnavailable);
    await userEvent.setup().click(screen.getByRole('button', { name: SHOP_TEXTS.logout.logOut }));
    expect(await screen.findByText('login screen')).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('Confirm and Continue to Shop sends the browser to the store URL', async () => {
    answer(storeReply);
    storeBoth();
    renderShop();

    const dialog = await screen.findByRole('dialog');
    await userEvent
      .setup()
      .click(within(dialog).getByRole('button', { name: SHOP_MESSAGES.confirm.continue }));
    expect(leaveForStore).toHaveBeenCalledTimes(1);
    expect(leaveForStore).toHaveBeenCalledWith('https://shop.example.com/cart/update?x=1');
  });

  it('notes the built-in demo store when the server says so', async () => {
    answer(() => okReply({ url: '/demo-store/?ref=h1', mode: 'demo', handoffId: 'h1' }));
    storeBoth();
    renderShop();

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(SHOP_MESSAGES.demoMode)).toBeTruthy();
    await userEvent
      .setup()
      .click(within(dialog).getByRole('button', { name: SHOP_MESSAGES.confirm.continue }));
    expect(leaveForStore).toHaveBeenCalledWith('/demo-store/?ref=h1');
  });

  it('without a store URL, shows the demo message and Back to Login instead of continuing', async () => {
    answer(() => okReply({ url: '', mode: 'demo', handoffId: 'h1' }));
    storeBoth();
    renderShop();

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(SHOP_MESSAGES.demoMode)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: SHOP_MESSAGES.confirm.continue })).toBeNull();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: SHOP_MESSAGES.backToLogin }));
    expect(await screen.findByText('login screen')).toBeTruthy();
  });

  it('on failure shows the server message and Back to Login', async () => {
    answer(() => jsonResponse(403, { success: false, message: STORE_API_MESSAGES.wrongGroup }));
    storeBoth();
    renderShop();

    expect((await screen.findByRole('alert')).textContent).toBe(STORE_API_MESSAGES.wrongGroup);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: SHOP_MESSAGES.backToLogin }));
    expect(await screen.findByText('login screen')).toBeTruthy();
  });

  it('on failure without a server message shows the default', async () => {
    answer(() => jsonResponse(502, {}));
    storeBoth();
    renderShop();

    expect((await screen.findByRole('alert')).textContent).toBe(SHOP_MESSAGES.storeUrlFailed);
    expect(SHOP_MESSAGES.storeUrlFailed).toBe('Error creating store URL. Please try again.');
  });

  it('keeps only the last 5 failures in the error history', async () => {
    const older: StoreErrorEntry[] = [1, 2, 3, 4, 5].map((n) => ({
      at: `2025-01-0${n}T00:00:00.000Z`,
      status: 500,
      message: `old ${n}`,
    }));
    window.localStorage.setItem(STORE_ERROR_HISTORY_KEY, JSON.stringify(older));
    answer(() => jsonResponse(503, { success: false, message: STORE_API_MESSAGES.storeUnavailable }));
    storeBoth();
    renderShop();

    await screen.findByRole('alert');
    const history = JSON.parse(
      window.localStorage.getItem(STORE_ERROR_HISTORY_KEY) ?? '[]',
    ) as StoreErrorEntry[];
    expect(history).toHaveLength(5);
    expect(history.slice(0, 4)).toEqual(older.slice(1));
    expect(history[4]).toMatchObject({ status: 503, message: STORE_API_MESSAGES.storeUnavailable });
    expect(Number.isNaN(Date.parse(history[4]!.at))).toBe(false);
  });

  it('records a network failure with status 0', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    storeBoth();
    renderShop();

    expect((await screen.findByRole('alert')).textContent).toBe(SHOP_MESSAGES.storeUrlFailed);
    const history = JSON.parse(
      window.localStorage.getItem(STORE_ERROR_HISTORY_KEY) ?? '[]',
    ) as StoreErrorEntry[];
    expect(history).toEqual([expect.objectContaining({ status: 0 })]);
  });

  describe('a donation (/shop?purpose=donate, from the seller page)', () => {
    it("asks for the store's donation form with purpose donate, then continues to donate", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2025-05-06T07:08:09.010Z'));
      const fetchMock = answer(() =>
        okReply({ url: 'https://shop.example.com/pages/donate?ref=h1', mode: 'store', handoffId: 'h1' }),
      );
      storeBoth();
      renderShop('/shop?purpose=donate');

      const dialog = await screen.findByRole('dialog', { name: SHOP_MESSAGES.confirm.title });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(sentBody(fetchMock.mock.calls[0]![1])).toEqual({ ...SAM_SHOP_URL_BODY, purpose: 'donate' });
      expect(within(dialog).queryByRole('button', { name: SHOP_MESSAGES.confirm.continue })).toBeNull();

      await userEvent
        .setup()
        .click(within(dialog).getByRole('button', { name: 'Confirm and Continue to Donate' }));
      expect(leaveForStore).toHaveBeenCalledWith('https://shop.example.com/pages/donate?ref=h1');
    });

    it('says so when the campaign takes no donations', async () => {
      answer(() =>
        jsonResponse(409, {
          success: false,
          code: 'DONATIONS_OFF',
          message: STORE_API_MESSAGES.donationsOff,
        }),
      );
      storeBoth();
      renderShop('/shop?purpose=donate');

      expect((await screen.findByRole('alert')).textContent).toBe('This campaign does not take donations.');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(leaveForStore).not.toHaveBeenCalled();
    });

    it('any other purpose is shopping: no purpose is sent', async () => {
      const fetchMock = answer(storeReply);
      storeBoth();
      renderShop('/shop?purpose=other');

      expect(await screen.findByRole('button', { name: SHOP_MESSAGES.confirm.continue })).toBeTruthy();
      expect(sentBody(fetchMock.mock.calls[0]![1])).not.toHaveProperty('purpose');
    });
  });
});
