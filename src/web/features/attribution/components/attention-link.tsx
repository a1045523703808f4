import { Link } from 'react-router';
import { useAttentionCount } from '../api/attribution-queries';
import { ATTRIBUTION_TEXTS } from '../texts';

/** The way to the repair queue, with how many orders wait there; nothing while the count loads. */
export function AttentionLink({ className = 'btn btn--secondary' }: { className?: string }) {
  const count = useAttentionCount();
  if (count.data === undefined) return null;
  return (
    <Link className={className} to="/admin/orders/attention">
      {ATTRIBUTION_TEXTS.link(count.data)}
    </Link>
  );
}
