export { ShareLinkBadge } from './components/share-link-badge';
export { CampaignShareLinks } from './components/share-links-page';
export { SHARE_LINK_TEXTS } from './texts';
export { CampaignClassPages } from './components/class-pages-panel';
