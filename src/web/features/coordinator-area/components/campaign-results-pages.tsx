import { useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { CampaignReport } from '../../reports';
import { DistributionSheets } from '../../reports';
import { REPORT_TEXTS } from '../../reports';
import { CampaignShareLinks } from '../../share-links';
import { SHARE_LINK_TEXTS } from '../../share-links';
import {
  CampaignProducts,
  PaperOrderEdit,
  PaperOrderEntry,
  PaperOrderImport,
  SupplierOrder,
  PAPER_ORDER_TEXTS,
  coordinatorPaperOrderPaths,
} from '../../paper-orders';
import {
  DepositSlip,
  Deposits,
  Money,
  MONEY_TEXTS,
  Settlement,
  StillToTurnIn,
  coordinatorMoneyPaths,
} from '../../money';
import { ownGroup } from '../own-group';

/** /coordinator/campaigns/:campaignId: the results of a campaign of the coordinator's group. */
export function CoordinatorCampaignReportPage() {
  const { campaignId = '' } = useParams();
  const group = ownGroup();
  if (!group) return <Alert kind="error">{REPORT_TEXTS.loadFailed}</Alert>;
  return (
    <CampaignReport
      groupId={group._id}
      campaignId={campaignId}
      paths={{
        back: '/coordinator/campaigns',
        backLabel: REPORT_TEXTS.backToCampaigns,
        distribution: `/coordinator/campaigns/${campaignId}/distribution`,
        shareLinks: `/coordinator/campaigns/${campaignId}/share-links`,
        paperOrders: coordinatorPaperOrderPaths(campaignId),
        money: coordinatorMoneyPaths(campaignId).money,
      }}
    />
  );
}

/** /coordinator/campaigns/:campaignId/distribution */
export function CoordinatorDistributionPage() {
  const { campaignId = '' } = useParams();
  const group = ownGroup();
  if (!group) return <Alert kind="error">{REPORT_TEXTS.distribution.loadFailed}</Alert>;
  return (
    <DistributionSheets
      groupId={group._id}
      campaignId={campaignId}
      reportPath={`/coordinator/campaigns/${campaignId}`}
    />
  );
}

/** /coordinator/campaigns/:campaignId/share-links: the sellers' share links of a campaign of the group. */
export function CoordinatorShareLinksPage() {
  const { campaignId = '' } = useParams();
  const group = ownGroup();
  if (!group) return <Alert kind="error">{SHARE_LINK_TEXTS.loadFailed}</Alert>;
  return (
    <CampaignShareLinks
      groupId={group._id}
      campaignId={campaignId}
      reportPath={`/coordinator/campaigns/${campaignId}`}
    />
  );
}

/** /coordinator/campaigns/:campaignId/products: the products of the campaign's paper order forms. */
export function CoordinatorCampaignProductsPage() {
  const { campaignId = '' } = useParams();
  const group = ownGroup();
  if (!group) return <Alert kind="error">{PAPER_ORDER_TEXTS.products.loadFailed}</Alert>;
  return (
    <CampaignProducts
      groupId={group._id}
      campaignId={campaignId}
      paths={coordinatorPaperOrderPaths(campaignId)}
    />
  );
}

/** /coordinator/campaigns/:campaignId/paper-orders: typing the campaign's paper order forms. */
export function CoordinatorPaperOrderEntryPage() {
  const { campaignId = '' } = useParams();
  const group = ownGroup();
  if (!group) return <Alert kind="error">{PAPER_ORDER_TEXTS.campaignLoadFailed}</Alert>;
  return (
    <PaperOrderEntry
      groupId={group._id}
      campaignId={campaignId}
      paths={coordinatorPaperOrderPaths(campaignId)}
    />
  );
}

/** /coordinator/campaigns/:campaignId/paper-orders/import: a filled template, previewed then imported. */
export function CoordinatorPaperOrderImportPage() {
  const { campaignId = '' } = useParams();
  const group = ownGroup();
  if (!group) return <Alert kind="error">{PAPER_ORDER_TEXTS.campaignLoadFailed}</Alert>;
  return (
    <PaperOrderImport
      groupId={group._id}
      campaignId={campaignId}
      paths={coordinatorPaperOrderPaths(campaignId)}
    />
  );
}

/** /coordinator/campaigns/:campaignId/supplier-order */
export function CoordinatorSupplierOrderPage() {
  const { campaignId = '' } = useParams();
  const group = ownGroup();
  if (!group) return <Alert kind="error">{PAPER_ORDER_TEXTS.supplier.loadFailed}</Alert>;
  return (
    <SupplierOrder
      groupId={group._id}
      campaignId={campaignId}
      paths={coordinatorPaperOrderPaths(campaignId)}
    />
  );
}

/** /coordinator/paper-orders/:orderId/edit: one paper order of the group, its corrections and Void. */
export function CoordinatorPaperOrderEditPage() {
  const { orderId = '' } = useParams();
  const group = ownGroup();
  if (!group) return <Alert kind="error">{PAPER_ORDER_TEXTS.edit.loadFailed}</Alert>;
  return <PaperOrderEdit groupId={group._id} orderId={orderId} pathsOf={coordinatorPaperOrderPaths} />;
}

/** /coordinator/campaigns/:campaignId/money: the campaign's balances, turn-ins and receipts. */
export function CoordinatorMoneyPage() {
  const { campaignId = '' } = useParams();
  const group = ownGroup();
  if (!group) return <Alert kind="error">{MONEY_TEXTS.loadFailed}</Alert>;
  return <Money groupId={group._id} campaignId={campaignId} paths={coordinatorMoneyPaths(campaignId)} />;
}

/** /coordinator/campaigns/:campaignId/money/still-to-turn-in */
export function CoordinatorStillToTurnInPage() {
  const { campaignId = '' } = useParams();
  const group = ownGroup();
  if (!group) return <Alert kind="error">{MONEY_TEXTS.loadFailed}</Alert>;
  return (
    <StillToTurnIn groupId={group._id} campaignId={campaignId} paths={coordinatorMoneyPaths(campaignId)} />
  );
}

/** /coordinator/campaigns/:campaignId/money/deposits */
export function CoordinatorDepositsPage() {
  const { campaignId = '' } = useParams();
  const group = ownGroup();
  if (!group) return <Alert kind="error">{MONEY_TEXTS.deposits.loadFailed}</Alert>;
  return <Deposits groupId={group._id} campaignId={campaignId} paths={coordinatorMoneyPaths(campaignId)} />;
}

/** /coordinator/campaigns/:campaignId/money/deposits/:depositId: one deposit's slip. */
export function CoordinatorDepositSlipPage() {
  const { campaignId = '', depositId = '' } = useParams();
  const group = ownGroup();
  if (!group) return <Alert kind="error">{MONEY_TEXTS.slip.loadFailed}</Alert>;
  return (
    <DepositSlip
      groupId={group._id}
      campaignId={campaignId}
      depositId={depositId}
      paths={coordinatorMoneyPaths(campaignId)}
    />
  );
}

/** /coordinator/campaigns/:campaignId/money/settlement: the settlement and the financial recap. */
export function CoordinatorSettlementPage() {
  const { campaignId = '' } = useParams();
  const group = ownGroup();
  if (!group) return <Alert kind="error">{MONEY_TEXTS.settlement.loadFailed}</Alert>;
  return <Settlement groupId={group._id} campaignId={campaignId} paths={coordinatorMoneyPaths(campaignId)} />;
}
