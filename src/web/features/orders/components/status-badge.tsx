import type { OrderStatus } from '../../../../shared/order-status.js';
import { DISPLAY_STATUS_LABELS, type DisplayStatus } from '../../campaigns';
import { ORDER_TEXTS } from '../texts';

type Tone = 'success' | 'info' | 'warning' | 'danger' | 'primary' | 'neutral';

/** Colours of the statuses the app knows: group and campaign display statuses, and order statuses. */
const TONES = {
  active: 'success',
  inactive: 'neutral',
  upcoming: 'info',
  ended: 'warning',
  created: 'neutral',
  pending: 'warning',
  paid: 'primary',
  open: 'info',
  processing: 'primary',
  shipped: 'success',
  fulfilled: 'success',
  cancelled: 'danger',
} as const satisfies Record<DisplayStatus | OrderStatus, Tone>;

function isKnown(status: string): status is keyof typeof TONES {
  return Object.hasOwn(TONES, status);
}

const LABELS: Record<DisplayStatus | OrderStatus, string> = {
  ...DISPLAY_STATUS_LABELS,
  ...ORDER_TEXTS.statusLabels,
};

/**
 * One badge for every status in the app: Active/Inactive/Upcoming/Ended and the order statuses get their
 * labels and colours; any other value is shown as is, in neutral grey.
 */
export function StatusBadge({ status }: { status: string }) {
  const tone: Tone = isKnown(status) ? TONES[status] : 'neutral';
  const label = isKnown(status) ? LABELS[status] : status;
  return (
    <span className={`badge badge--${tone}${isKnown(status) ? '' : ' badge--raw'}`} data-status={status}>
      {label}
    </span>
  );
}
