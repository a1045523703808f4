/*
 * What the seller page offers the family page, which shows each child's figures and share link as the seller's
 * own page does, and the Teams screen's letters home, which print the family sign-in's QR code. Its styles come
 * with it.
 */
import './components/seller-page.css';

export { FlyerSheet } from './components/flyer-sheet';
export { GoalProgress } from './components/goal-progress';
export { SellerCodeLine } from './components/seller-code-line';
export { SellerStats } from './components/seller-stats';
export { ShareLinkPanel } from './components/share-link-panel';
export { linkInLanguage } from './link-in-language';
export { qrShape } from './qr-code';
export { QrCodeImage } from './components/qr-code-image';
export { useSellerPageTexts } from './use-seller-page-texts';
