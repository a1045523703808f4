// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { FamilyScreen } from '../../../components/family-screen';
import { FORM_MESSAGES } from '../../../lib/public-texts';
import { FORM_MESSAGES_ES } from '../../../lib/public-texts.es';
import { isolateScreenTests, jsonResponse, mockFetch, renderRoutes } from '../../../test/helpers';
import { SELLER_LOGIN_TEXTS } from '../texts';
import { SELLER_LOGIN_TEXTS_ES } from '../texts.es';
import { SellerLoginPage } from './seller-login-page';
import { registerSpanishTexts } from '../../../lib/locale';

// As the app's entry does.
registerSpanishTexts(() => import('../../../i18n/spanish-texts').then((module) => module.SPANISH_TEXTS));

const EN = SELLER_LOGIN_TEXTS.details;
const ES = SELLER_LOGIN_TEXTS_ES.details;

function renderLogin() {
  mockFetch((url) =>
    url.startsWith('/api/health')
      ? jsonResponse(200, { success: true, data: { status: 'ok', rateLimits: 'memory' } })
      : jsonResponse(404, { success: false, message: 'Código de grupo no válido' }),
  );
  renderRoutes(
    '/',
    <Route
      path="/"
      element={
        <FamilyScreen>
          <SellerLoginPage />
        </FamilyScreen>
      }
    />,
  );
}

/** Every text of the login's first step as shown: the heading, labels, button and links. */
function shownTexts(): string[] {
  const card = screen.getByRole('heading', { level: 1 }).closest('section')!;
  return [
    screen.getByRole('heading', { level: 1 }).textContent!,
    ...[...card.querySelectorAll('label')].map((label) => label.textContent!),
    within(card).getByRole('button').textContent!,
    ...[...card.querySelectorAll('a')].map((link) => link.textContent!),
  ];
}

describe('seller login in Spanish', () => {
  isolateScreenTests();

  it('chosen before, shows Spanish; the switch gives exactly the English texts back at once', async () => {
    window.localStorage.setItem('lang', 'es');
    const user = userEvent.setup();
    renderLogin();

    expect(await screen.findByRole('heading', { name: ES.title })).toBeTruthy();
    expect(shownTexts()).toEqual([
      ES.title,
      SELLER_LOGIN_TEXTS_ES.fields.groupCode,
      SELLER_LOGIN_TEXTS_ES.fields.sellerName,
      SELLER_LOGIN_TEXTS_ES.fields.email,
      ES.submit,
      ES.coordinatorLink,
      ES.adminLink,
    ]);
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: ES.submit }));
    expect(screen.getByRole('alert').textContent).toBe(FORM_MESSAGES_ES.fillAllFields);

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(shownTexts()).toEqual([
      EN.title,
      'Group Code',
      'Seller Name',
      'Email Address',
      EN.submit,
      EN.coordinatorLink,
      EN.adminLink,
    ]);
    expect(screen.getByRole('alert').textContent).toBe(FORM_MESSAGES.fillAllFields);
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('lang')).toBe('en');
  });

  it('switched to Spanish, changes the texts at once and asks the server in Spanish', async () => {
    window.localStorage.setItem('lang', 'en');
    const user = userEvent.setup();
    renderLogin();
    expect(screen.getByRole('heading', { name: EN.title })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { name: ES.title })).toBeTruthy();

    await user.type(screen.getByLabelText(SELLER_LOGIN_TEXTS_ES.fields.groupCode), 'NOPE99');
    await user.type(screen.getByLabelText(SELLER_LOGIN_TEXTS_ES.fields.sellerName), 'Ava Moss');
    await user.type(screen.getByLabelText(SELLER_LOGIN_TEXTS_ES.fields.email), 'ava@example.com');
    await user.click(screen.getByRole('button', { name: ES.submit }));

    expect((await screen.findByRole('alert')).textContent).toBe('Código de grupo no válido');
    const fetchMock = globalThis.fetch as unknown as { mock: { calls: [string, RequestInit][] } };
    const login = fetchMock.mock.calls.find(([url]) => url.includes('/auth/user'))!;
    expect((login[1].headers as Record<string, string>)['Accept-Language']).toBe('es');
  });
});
