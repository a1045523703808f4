import { Link } from '../../../components/router-link';
import { useAttentionCount } from '../api/attribution-queries';
import { ATTRIBUTION_TEXTS } from '../texts';

/** The way to the repair queue, with how many orders wait there. */
export function AttentionLink({ count }: { count: number }) {
  return (
    <Link className="btn btn--secondary" to="/admin/orders/attention">
      {ATTRIBUTION_TEXTS.link(count)}
    </Link>
  );
}

/** The same link where the count is not at hand yet: it asks for it, and shows nothing until it has it. */
export function LoadedAttentionLink() {
  const count = useAttentionCount();
  return count.data === undefined ? null : <AttentionLink count={count.data} />;
}
