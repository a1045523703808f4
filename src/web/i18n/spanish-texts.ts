/**
 * Every Spanish text of the families' screens: one chunk, fetched only when Spanish is chosen (locale.ts), so
 * the seller login's first download carries none of it.
 */
import { CLASS_LOGIN_TEXTS_ES } from '../features/seller-login/class-login-texts.es';
import { CAMPAIGN_STEP_TEXTS_ES } from '../features/seller-login/campaign-step-texts.es';
import { FAMILY_SCREEN_TEXTS_ES } from '../features/family/texts.es';
import { HEALTH_TEXTS_ES } from '../features/health/texts.es';
import {
  LOGIN_CHECK_MESSAGES_ES,
  SELLER_LOGIN_MESSAGES_ES,
  SELLER_LOGIN_TEXTS_ES,
} from '../features/seller-login/texts.es';
import { SELLER_TEAM_TEXTS_ES } from '../features/seller-login/team-texts.es';
import { SELLER_PAGE_TEXTS_ES } from '../features/seller-page/texts.es';
import { SHOP_MESSAGES_ES, SHOP_TEXTS_ES } from '../features/shop/texts.es';
import { NOT_FOUND_TEXTS_ES } from '../components/not-found-texts.es';
import { APP_TEXTS_ES, FORM_MESSAGES_ES, LANGUAGE_TEXTS_ES } from '../lib/public-texts.es';

export const SPANISH_TEXTS = {
  app: APP_TEXTS_ES,
  notFound: NOT_FOUND_TEXTS_ES,
  form: FORM_MESSAGES_ES,
  language: LANGUAGE_TEXTS_ES,
  health: HEALTH_TEXTS_ES,
  sellerLogin: SELLER_LOGIN_TEXTS_ES,
  campaignStep: CAMPAIGN_STEP_TEXTS_ES,
  classLogin: CLASS_LOGIN_TEXTS_ES,
  sellerLoginMessages: SELLER_LOGIN_MESSAGES_ES,
  loginChecks: LOGIN_CHECK_MESSAGES_ES,
  sellerTeam: SELLER_TEAM_TEXTS_ES,
  shop: SHOP_TEXTS_ES,
  shopMessages: SHOP_MESSAGES_ES,
  sellerPage: SELLER_PAGE_TEXTS_ES,
  family: FAMILY_SCREEN_TEXTS_ES,
};

type SpanishCatalogues = typeof SPANISH_TEXTS;

declare module '../lib/locale' {
  // The catalogues above are what the screens pick their Spanish from (lib/use-texts.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the catalogues into lib's interface
  interface SpanishTexts extends SpanishCatalogues {}
}
