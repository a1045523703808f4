import { useMemo } from 'react';
import { useParams } from 'react-router';
import { QueryContent } from '../../../components/query-content';
import { Link } from '../../../components/router-link';
import { formatCurrency } from '../../../lib/format';
import { useCampaignProducts, useGroupSellerNames } from '../api/campaign-products';
import { useCreatePaperOrder, useLatestPaperOrders } from '../api/paper-orders';
import { blankFields } from '../paper-order-fields';
import { adminPaperOrderPaths, type PaperOrderPaths } from '../paths';
import { PAPER_ORDER_TEXTS } from '../texts';
import { PaperOrderForm } from './paper-order-form';
import { PaperOrderScreen } from './paper-order-screen';
import { RecentPaperOrders } from './recent-paper-orders';
import '../paper-orders.css';

const T = PAPER_ORDER_TEXTS.entry;

/** /admin/groups/:groupId/campaigns/:campaignId/paper-orders */
export function AdminPaperOrderEntryPage() {
  const { groupId = '', campaignId = '' } = useParams();
  return (
    <PaperOrderEntry
      groupId={groupId}
      campaignId={campaignId}
      paths={adminPaperOrderPaths(groupId, campaignId)}
    />
  );
}

interface PaperOrderEntryProps {
  groupId: string;
  campaignId: string;
  paths: PaperOrderPaths;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** The seller names the seller field suggests: the group's sellers, and the sellers of the latest forms. */
function useSellerNames(groupId: string, campaignId: string) {
  const sellers = useGroupSellerNames(groupId);
  const latest = useLatestPaperOrders(groupId, campaignId);
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const name of [
      ...(sellers.data ?? []).map((seller) => seller.name),
      ...(latest.data ?? []).map((order) => order.sellerName),
    ]) {
      const trimmed = name.trim();
      if (trimmed && !names.has(trimmed.toLowerCase())) names.set(trimmed.toLowerCase(), trimmed);
    }
    return [...names.values()].sort(byName);
  }, [sellers.data, latest.data]);
}

/** Typing a campaign's paper order forms one after another, with the latest saved beneath. */
export function PaperOrderEntry({ groupId, campaignId, paths }: PaperOrderEntryProps) {
  const products = useCampaignProducts(groupId, campaignId);
  const create = useCreatePaperOrder(groupId, campaignId);
  const sellerNames = useSellerNames(groupId, campaignId);
  const offered = useMemo(() => (products.data ?? []).filter((product) => !product.hidden), [products.data]);

  return (
    <PaperOrderScreen
      groupId={groupId}
      campaignId={campaignId}
      paths={paths}
      current="entry"
      title={T.title}
      fallbackTitle={T.heading}
    >
      <div className="stack">
        <p className="paper-intro">{T.intro}</p>
        <QueryContent query={products} loadFailedMessage={PAPER_ORDER_TEXTS.products.loadFailed}>
          {() => (
            <>
              {offered.length === 0 ? (
                <div className="card empty-state stack stack--tight paper-empty">
                  <p>{T.noProducts}</p>
                  <p>
                    <Link to={paths.products} className="btn btn--primary">
                      {T.setUpProducts}
                    </Link>
                  </p>
                </div>
              ) : null}
              {/* Without products a form can still hold a donation written on it. */}
              <PaperOrderForm
                mode="entry"
                products={offered}
                initial={blankFields()}
                sellerNames={sellerNames}
                onSave={(body) => create.mutateAsync(body)}
                savedText={(order) =>
                  T.saved(order.orderNumber, order.buyerName, formatCurrency(order.total))
                }
              />
            </>
          )}
        </QueryContent>
        <RecentPaperOrders groupId={groupId} campaignId={campaignId} editPath={paths.edit} />
      </div>
    </PaperOrderScreen>
  );
}
