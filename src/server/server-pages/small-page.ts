import type { Locale } from '../../shared/i18n/locale.js';
import { html, type Html } from './html.js';
import { languageSwitch } from './language-switch.js';

/**
 * The frame of a small public page (a donation receipt, an e-mail confirm or unsubscribe page): a skip link, the
 * language switch, one main column. Never indexed, no referrer sent on.
 */
export function smallPage(page: {
  locale: Locale;
  title: string;
  stylesheet: string;
  script?: string;
  texts: { skipLink: string; languageSwitch: string };
  body: Html;
}): Html {
  const { locale } = page;
  return html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <title>${page.title}</title>
        <link rel="stylesheet" href="${page.stylesheet}" />
        ${page.script ? html`<script src="${page.script}" defer></script>` : ''}
      </head>
      <body>
        <a class="skip-link" href="#main">${page.texts.skipLink}</a>
        <header class="site-header">
          <div class="container">${languageSwitch(locale, page.texts.languageSwitch)}</div>
        </header>
        <main id="main" class="container" tabindex="-1">${page.body}</main>
      </body>
    </html>`;
}
