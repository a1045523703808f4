import { SHARE_LINK_TEXTS as T } from '../texts';

/** Marks an order whose buyer came through the seller's share link; the title and the hidden text say so in full. */
export function ShareLinkBadge() {
  return (
    <span className="badge badge--primary badge--raw" title={T.badgeLabel}>
      <span aria-hidden="true">{T.badge}</span>
      <span className="visually-hidden">{T.badgeLabel}</span>
    </span>
  );
}
