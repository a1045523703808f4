import { MAIL_PAGE_BASE } from '../../shared/api/mail-paths.js';
import type { Locale } from '../../shared/i18n/locale.js';
import { PUBLIC_PAGE_FRAME_CSS } from '../server-pages/palette.js';
import { html, type Html } from '../server-pages/html.js';
import { smallPage } from '../server-pages/small-page.js';
import { MAIL_TEXT } from './family-messages.js';

/** The pages' route templates below MAIL_PAGE_BASE. */
export const MAIL_PAGE_ROUTES = {
  stylesheet: '/mail.css',
  confirm: '/confirm/:token',
  unsubscribe: '/unsubscribe/:token',
} as const;

const STYLESHEET = `${MAIL_PAGE_BASE}${MAIL_PAGE_ROUTES.stylesheet}`;

export const MAIL_PAGE_CSS = `${PUBLIC_PAGE_FRAME_CSS}.message form { margin-top: 20px; }
.message p { overflow-wrap: anywhere; }
@media (min-width: 600px) {
  main { padding-top: 40px; }
  .message { padding: 40px 48px; }
}
`;

function page(locale: Locale, title: string, body: Html): Html {
  return smallPage({ locale, title, stylesheet: STYLESHEET, texts: MAIL_TEXT[locale].pages, body });
}

/** A question with one button: the button posts back to the same address, which does what it asks. */
export function questionPage(
  locale: Locale,
  texts: { title: string; question: string; button: string },
): Html {
  return page(
    locale,
    texts.title,
    html`<article class="message">
      <h1>${texts.title}</h1>
      <p>${texts.question}</p>
      <form method="post">
        <button class="button" type="submit">${texts.button}</button>
      </form>
    </article>`,
  );
}

export function messagePage(locale: Locale, title: string, message: string): Html {
  return page(
    locale,
    title,
    html`<article class="message" role="status">
      <h1>${title}</h1>
      <p>${message}</p>
    </article>`,
  );
}
