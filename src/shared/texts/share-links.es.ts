import type { Translation } from '../i18n/locale.js';
import type { SHARE_LINK_API_MESSAGES } from './share-links.js';

export const SHARE_LINK_API_MESSAGES_ES: Translation<typeof SHARE_LINK_API_MESSAGES> = {
  sellerCampaignNotFound: 'No encontramos esta campaña en tu grupo',
  shareLinkNotFound: 'No encontramos este enlace para compartir en esta campaña',
  shareLinkAlreadyRevoked: 'Este enlace para compartir ya se desactivó',
  shareLinkUnavailable: 'No pudimos crear tu enlace para compartir en este momento. Inténtalo de nuevo.',
};
