import { MAIL_UPDATE_TEXTS } from '../../../shared/texts/mail-updates.js';
import { SELLER_CODE_TEXTS } from '../../../shared/texts/seller-codes.js';

/** The seller's own page (/seller) and its printable flyer (/seller/flyer). */
export const SELLER_PAGE_TEXTS = {
  title: 'Share with family',
  greeting: (firstName: string) => (firstName ? `Hi ${firstName}!` : 'Hi there!'),
  intro: 'Send your link to family and friends: every order placed through it counts for you.',
  details: {
    title: 'Your fundraiser',
    group: 'Group',
    organization: 'Organization',
    campaign: 'Campaign',
    dates: 'Dates',
  },
  progress: {
    title: 'Your progress',
    orders: 'Orders',
    sales: 'Sales',
    /** Shown when the seller's buyers gave donations (above 0). */
    donations: 'Donations',
    throughLink: 'Through your link',
    none: 'No orders yet. Share your link to get the first one!',
  },
  goal: {
    title: 'Group goal',
    /** The goal counts donations with the product sales. */
    counts: 'Product sales and donations toward the goal',
    raised: (sales: string, goal: string) => `${sales} of ${goal} raised`,
    percent: (percent: number) => `${percent}% of the goal`,
    reached: 'Goal reached. Thank you!',
  },
  share: {
    title: 'Your share link',
    linkLabel: 'Share link',
    copy: 'Copy',
    copied: 'Copied',
    selected: 'Link selected: press Ctrl+C (⌘C on a Mac) to copy it.',
    qrAlt: 'QR code of your share link',
    downloadSvg: 'Download QR (SVG)',
    downloadPng: 'Download QR (PNG)',
    flyer: 'Printable flyer',
  },
  /**
   * A parent's or guardian's request for e-mail updates. The consent is the shared text word for word: the server
   * keeps the one the page showed next to the checkbox.
   */
  mail: {
    ...MAIL_UPDATE_TEXTS.form,
    consent: MAIL_UPDATE_TEXTS.consent,
    /** When no answer with a message of its own arrived (offline). */
    failed: 'Your request could not be sent. Please try again.',
  },
  /** The seller's code, which credits an order whose cart forgot who sold. */
  code: SELLER_CODE_TEXTS,
  shopNow: 'Shop now',
  /** Beside Shop now when the campaign takes donations: the same hand-off, to the store's donation form. */
  giveDonation: 'Give a donation',
  loadFailed: 'Your page could not be loaded. Please try again.',
  retry: 'Try again',
  noCampaign: 'No campaign is chosen yet. Please log in again and choose your campaign.',
  backToLogin: 'Back to Login',
  /** Joins the formatted start and end dates of the campaign. */
  dateRangeSeparator: ' – ',
  flyer: {
    title: 'Printable flyer',
    /** As the share page says it: "Support Ava M." or "Support Noah." (the initial's dot ends the sentence). */
    support: (name: string) => (name.endsWith('.') ? `Support ${name}` : `Support ${name}.`),
    scan: 'Scan the code with your phone camera to shop',
    orVisit: 'or visit',
    thanks: 'Thank you for supporting our fundraiser!',
    print: 'Print flyer',
    back: 'Back to my page',
  },
} as const;

/** Download file names of the QR code. */
export const QR_FILE_NAMES = { svg: 'share-link-qr-code.svg', png: 'share-link-qr-code.png' } as const;
