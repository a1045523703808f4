// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { TSellerProgress, TShareLink } from '../../../../shared/api/share-links.js';
import { MAIL_UPDATE_TEXTS } from '../../../../shared/texts/mail-updates.js';
import { MAIL_UPDATE_TEXTS_ES } from '../../../../shared/texts/mail-updates.es.js';
import { FamilyScreen } from '../../../components/family-screen';
import { registerSpanishTexts } from '../../../lib/locale';
import { isolateScreenTests, jsonResponse, mockFetch, renderRoutes, sentBody } from '../../../test/helpers';
import { SellerRoutes } from './seller-routes';

registerSpanishTexts(() => import('../../../i18n/spanish-texts').then((module) => module.SPANISH_TEXTS));

const T = MAIL_UPDATE_TEXTS.form;
const SUBSCRIBE_URL = '/api/seller/campaigns/c1/mail-subscriptions';

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

function storeSession() {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    storage.setItem('token', 'cust-token');
    storage.setItem('role', 'user');
    storage.setItem('user', JSON.stringify({ id: 'u1', name: 'Ava Marie Moss', email: 'ava@example.com' }));
    storage.setItem('campaign', JSON.stringify({ id: 'c1', name: 'Spring Sale' }));
  }
}

const ok = (data: object) => jsonResponse(200, { success: true, data });

/** The seller page's calls, and `subscribe` answering the request for updates. */
function answer(subscribe: () => Response | Promise<Response> = () => ok({ status: 'confirmation-sent' })) {
  return mockFetch((url, init) => {
    if (url === '/api/seller/campaigns/c1/share-link' && init?.method === 'POST') return ok(LINK);
    if (url === '/api/seller/campaigns/c1/progress') return ok(PROGRESS);
    if (url === SUBSCRIBE_URL && init?.method === 'POST') return subscribe();
    return jsonResponse(404, { success: false, message: `unexpected ${url}` });
  });
}

const subscribeCalls = (fetchMock: ReturnType<typeof answer>) =>
  fetchMock.mock.calls.filter(([url]) => url === SUBSCRIBE_URL);

function renderSeller({ family = false } = {}) {
  const seller = family ? (
    <FamilyScreen>
      <SellerRoutes />
    </FamilyScreen>
  ) : (
    <SellerRoutes />
  );
  return renderRoutes('/seller', <Route path="/seller/*" element={seller} />);
}

async function panel(title = T.title('Ava')) {
  return within(await screen.findByRole('region', { name: title }));
}

describe('e-mail updates on the seller page', () => {
  isolateScreenTests();

  it('shows the panel under the goal, with its intro, e-mail field, consent and button', async () => {
    storeSession();
    answer();
    renderSeller();

    const form = await panel();
    const section = screen.getByRole('region', { name: 'Send me updates about Ava’s sales' });
    // Last on the page, below Shop now: the page is the seller's first, the parent's request comes after.
    expect(section.previousElementSibling?.className).toBe('seller-shop');
    expect(section.nextElementSibling).toBeNull();
    expect(form.getByText(T.intro)).toBeTruthy();
    expect(form.getByLabelText<HTMLInputElement>('Parent or guardian e-mail').type).toBe('email');
    const consent = form.getByRole('checkbox', {
      name: 'I am Ava’s parent or guardian, and I want e-mail updates about Ava’s sales in this fundraiser. I can stop them at any time with one click.',
    });
    expect((consent as HTMLInputElement).checked).toBe(false);
    expect(form.getByRole('button', { name: 'Send me updates' })).toBeTruthy();
  });

  it('without the box ticked, says so, focuses the box and sends nothing', async () => {
    storeSession();
    const fetchMock = answer();
    const user = userEvent.setup();
    renderSeller();

    const form = await panel();
    await user.type(form.getByLabelText(T.emailLabel), 'parent@example.com');
    await user.click(form.getByRole('button', { name: T.submit }));

    expect(form.getByRole('alert').textContent).toBe('Please tick the box to agree first.');
    const consent = form.getByRole('checkbox', { name: MAIL_UPDATE_TEXTS.consent('Ava') });
    expect(document.activeElement).toBe(consent);
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(consent.getAttribute('aria-describedby')!)?.textContent).toBe(
      T.consentRequired,
    );
    expect(subscribeCalls(fetchMock)).toHaveLength(0);
    expect(form.getByLabelText<HTMLInputElement>(T.emailLabel).value).toBe('parent@example.com');

    // Ticking the box takes the message away.
    await user.click(consent);
    expect(form.queryByRole('alert')).toBeNull();
  });

  it('sends the address, the consent and the language, then says to check the inbox and clears the form', async () => {
    storeSession();
    let release: () => void = () => undefined;
    const fetchMock = answer(
      () =>
        new Promise((resolve) => {
          release = () => resolve(ok({ status: 'confirmation-sent' }));
        }),
    );
    const user = userEvent.setup();
    renderSeller();

    const form = await panel();
    await user.type(form.getByLabelText(T.emailLabel), '  parent@example.com ');
    await user.click(form.getByRole('checkbox', { name: MAIL_UPDATE_TEXTS.consent('Ava') }));
    await user.click(form.getByRole('button', { name: T.submit }));

    expect(form.getByRole<HTMLButtonElement>('button', { name: 'Sending...' }).disabled).toBe(true);
    release();

    expect((await form.findByRole('status')).textContent).toBe(
      'Check parent@example.com: we sent a link to confirm. Nothing else is sent until it is followed.',
    );
    const [[, init]] = subscribeCalls(fetchMock) as [[string, RequestInit]];
    expect(init.method).toBe('POST');
    expect(sentBody(init)).toEqual({ email: 'parent@example.com', consent: true, locale: 'en' });
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer cust-token');
    expect(headers['Accept-Language']).toBe('en');
    expect(form.getByLabelText<HTMLInputElement>(T.emailLabel).value).toBe('');
    expect(form.getByRole<HTMLInputElement>('checkbox').checked).toBe(false);
    expect(form.getByRole('button', { name: T.submit })).toBeTruthy();
  });

  it('says when the address already gets the updates', async () => {
    storeSession();
    answer(() => ok({ status: 'already-subscribed' }));
    const user = userEvent.setup();
    renderSeller();

    const form = await panel();
    await user.type(form.getByLabelText(T.emailLabel), 'parent@example.com');
    await user.click(form.getByRole('checkbox'));
    await user.click(form.getByRole('button', { name: T.submit }));

    expect((await form.findByRole('status')).textContent).toBe(
      'parent@example.com already gets these updates.',
    );
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    storeSession();
    answer(() =>
      jsonResponse(409, {
        success: false,
        code: 'MAIL_CAMPAIGN_ENDED',
        message: 'This campaign has ended: there are no more updates to send.',
      }),
    );
    const user = userEvent.setup();
    renderSeller();

    const form = await panel();
    await user.type(form.getByLabelText(T.emailLabel), 'parent@example.com');
    await user.click(form.getByRole('checkbox'));
    await user.click(form.getByRole('button', { name: T.submit }));

    expect((await form.findByRole('alert')).textContent).toBe(
      'This campaign has ended: there are no more updates to send.',
    );
    expect(form.queryByRole('status')).toBeNull();
    expect(form.getByLabelText<HTMLInputElement>(T.emailLabel).value).toBe('parent@example.com');
    expect(form.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
  });

  it('says so in its own words when no answer came', async () => {
    storeSession();
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    renderSeller();

    const form = await panel();
    await user.type(form.getByLabelText(T.emailLabel), 'parent@example.com');
    await user.click(form.getByRole('checkbox'));
    await user.click(form.getByRole('button', { name: T.submit }));

    expect((await form.findByRole('alert')).textContent).toBe(
      'Your request could not be sent. Please try again.',
    );
  });

  it('in Spanish: the consent as the Spanish page shows it, and the request says "es"', async () => {
    window.localStorage.setItem('lang', 'es');
    storeSession();
    const fetchMock = answer();
    const user = userEvent.setup();
    renderSeller({ family: true });

    const form = await panel('Enviarme novedades sobre las ventas de Ava');
    const consent = form.getByRole('checkbox', {
      name: 'Soy madre, padre o tutor de Ava y quiero recibir por correo novedades sobre las ventas de Ava en esta recaudación. Puedo dejar de recibirlas en cualquier momento con un clic.',
    });
    expect(consent.closest('label')?.textContent).toBe(MAIL_UPDATE_TEXTS_ES.consent('Ava'));
    await user.type(form.getByLabelText('Correo de la madre, el padre o el tutor'), 'mama@example.com');
    await user.click(form.getByRole('button', { name: 'Enviarme novedades' }));
    expect(form.getByRole('alert').textContent).toBe('Marca la casilla para aceptar primero.');

    await user.click(consent);
    await user.click(form.getByRole('button', { name: 'Enviarme novedades' }));
    expect((await form.findByRole('status')).textContent).toBe(
      MAIL_UPDATE_TEXTS_ES.form.sent('mama@example.com'),
    );
    const [[, init]] = subscribeCalls(fetchMock) as [[string, RequestInit]];
    expect(sentBody(init)).toEqual({ email: 'mama@example.com', consent: true, locale: 'es' });
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('es');
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
  });
});
