import type { TPublicSellerName, TShareUnavailableReason } from '../api/share-links.js';
import { TOO_MANY_REQUESTS_PAGE } from './public-pages.js';

/** "Support Ava S." or "Support Noah.": the initial's own dot ends the sentence when there is one. */
function supportLine(seller: TPublicSellerName): string {
  return seller.lastInitial
    ? `Support ${seller.firstName} ${seller.lastInitial}`
    : `Support ${seller.firstName}.`;
}

/** Why a buyer cannot shop through a share link right now, said plainly. */
export const UNAVAILABLE: Record<TShareUnavailableReason, { heading: string; message: string }> = {
  'campaign-ended': {
    heading: 'This fundraiser has ended',
    message: 'Thank you for your support! The shop is closed for this fundraiser.',
  },
  'campaign-not-started': {
    heading: 'This fundraiser has not started yet',
    message: 'Please come back once it opens. Thank you for your interest!',
  },
  'campaign-inactive': {
    heading: 'This fundraiser is not taking orders',
    message: 'Please check back later. Thank you for your interest!',
  },
  'group-inactive': {
    heading: 'This group is not fundraising right now',
    message: 'Thank you for your interest! Please check back later.',
  },
};

/** The public share page `/s/{token}`: what a buyer sees. */
export const SHARE_PAGE_TEXTS = {
  siteName: 'Fundraiser',
  skipLink: 'Skip to content',
  supportLine,
  /** The page title: the support line and the group. */
  title: (seller: TPublicSellerName, groupName: string) => `${supportLine(seller)} · ${groupName}`,
  intro: (firstName: string, groupName: string) =>
    `${firstName} is raising money for ${groupName}. Every purchase through this page counts toward the fundraiser.`,
  groupLabel: 'Group',
  organizationLabel: 'Organization',
  campaignLabel: 'Fundraiser',
  datesLabel: 'Dates',
  /** "March 1, 2026 – April 15, 2026" */
  dates: (start: string, end: string) => `${start} – ${end}`,
  goalHeading: 'Group goal',
  /** "$1,234.00 of $2,000.00 raised" */
  goalProgress: (raised: string, goal: string) => `${raised} of ${goal} raised`,
  /** "62% of the goal" */
  goalPercent: (percent: number) => `${percent}% of the goal`,
  shopButton: 'Shop now',
  shopHint: 'You will go to the fundraiser’s online shop. No account needed.',
  unavailable: UNAVAILABLE,
  footerPortal: 'Fundraising portal home',
  /** The name of the "English / Español" switch for screen readers. */
  languageSwitch: 'Language',
  invalid: {
    title: 'This link is not valid',
    heading: 'This link is not valid',
    message:
      'This share link does not exist or is no longer in use. Please check the address, or ask the seller for their current link.',
  },
  tooMany: TOO_MANY_REQUESTS_PAGE,
  storeUnavailable: {
    title: 'The shop is not available',
    heading: 'The shop is not available right now',
    message: 'The fundraiser’s online shop is not open yet. Please try again later.',
  },
  failed: {
    title: 'Something went wrong',
    heading: 'Something went wrong',
    message: 'We could not open the shop. Please go back and try again in a moment.',
  },
} as const;

/** The public share link API's refusals (JSON `message`). */
export const SHARE_LINK_PUBLIC_MESSAGES = {
  notFound: 'This link is not valid. It does not exist or is no longer in use.',
  /** "This fundraiser has ended. Thank you for your support! …" */
  unavailable: (reason: TShareUnavailableReason) =>
    `${UNAVAILABLE[reason].heading}. ${UNAVAILABLE[reason].message}`,
} as const;
