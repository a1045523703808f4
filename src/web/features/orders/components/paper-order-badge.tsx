import { ORDER_TEXTS } from '../texts';

/** Marks an order typed or imported from a paper order form; the title and the hidden text say so in full. */
export function PaperOrderBadge() {
  return (
    <span className="badge badge--info badge--raw" title={ORDER_TEXTS.list.paperBadgeLabel}>
      <span aria-hidden="true">{ORDER_TEXTS.list.paperBadge}</span>
      <span className="visually-hidden">{ORDER_TEXTS.list.paperBadgeLabel}</span>
    </span>
  );
}
