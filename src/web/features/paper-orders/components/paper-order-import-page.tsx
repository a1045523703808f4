import { useParams } from 'react-router';
import type { TPaperOrderImportResult } from '../../../../shared/api/paper-orders.js';
import { Alert } from '../../../components/alert';
import { CsvImportSteps } from '../../../components/csv-import-steps';
import { CsvFileField, CsvPasteField } from '../../../components/csv-source-fields';
import { DataTable, type Column } from '../../../components/data-table';
import { StatCard } from '../../../components/stat-card';
import { errorMessage } from '../../../lib/api-client';
import { useCsvImport } from '../../../lib/use-csv-import';
import { formatCount, formatCurrency } from '../../../lib/format';
import { useDownloadTemplate, useImportPaperOrders } from '../api/paper-order-import';
import { adminPaperOrderPaths, type PaperOrderPaths } from '../paths';
import { PAPER_ORDER_TEXTS } from '../texts';
import { PaperOrderScreen } from './paper-order-screen';
import '../paper-orders.css';

const T = PAPER_ORDER_TEXTS.import;

/** /admin/groups/:groupId/campaigns/:campaignId/paper-orders/import */
export function AdminPaperOrderImportPage() {
  const { groupId = '', campaignId = '' } = useParams();
  return (
    <PaperOrderImport
      groupId={groupId}
      campaignId={campaignId}
      paths={adminPaperOrderPaths(groupId, campaignId)}
    />
  );
}

interface PaperOrderImportProps {
  groupId: string;
  campaignId: string;
  paths: PaperOrderPaths;
}

const PROBLEM_TEXTS = {
  tableLabel: T.problemsTableLabel,
  columns: T.problemColumns,
  noColumn: T.wholeRow,
};

/** A filled template: previewed when chosen, imported all or nothing once it has no problem and is confirmed. */
export function PaperOrderImport({ groupId, campaignId, paths }: PaperOrderImportProps) {
  const template = useDownloadTemplate(groupId, campaignId);
  const preview = useImportPaperOrders(groupId, campaignId);
  const commit = useImportPaperOrders(groupId, campaignId);
  const { pasted, setPasted, fileFailed, chooseFile, previewPasted, steps } = useCsvImport(
    preview,
    commit,
    T.pasted,
  );

  return (
    <PaperOrderScreen
      groupId={groupId}
      campaignId={campaignId}
      paths={paths}
      current="import"
      title={T.title}
      fallbackTitle={T.heading}
    >
      <div className="stack">
        <p className="paper-intro">{T.intro}</p>
        <div className="paper-sources">
          <section className="card stack stack--tight" aria-labelledby="import-template-title">
            <h2 className="section-title" id="import-template-title">
              {T.downloadTemplate}
            </h2>
            <p className="muted paper-small">{T.templateHint}</p>
            <div className="button-row">
              <button
                type="button"
                className="btn btn--secondary"
                disabled={template.isPending}
                onClick={() => template.mutate()}
              >
                {template.isPending ? T.downloading : T.downloadTemplate}
              </button>
            </div>
            {template.isError ? (
              <Alert kind="error">{errorMessage(template.error, T.downloadFailed)}</Alert>
            ) : null}
          </section>
          <section className="card stack stack--tight" aria-labelledby="import-file-title">
            <h2 className="section-title" id="import-file-title">
              {T.chooseTitle}
            </h2>
            <CsvFileField id="import-file" label={T.file} className="paper-file" onChoose={chooseFile} />
            {fileFailed ? <Alert kind="error">{T.fileFailed}</Alert> : null}
            <CsvPasteField
              id="import-paste"
              label={T.paste}
              rows={3}
              value={pasted}
              onChange={setPasted}
              previewLabel={T.previewPasted}
              previewing={preview.isPending}
              onPreview={previewPasted}
            />
          </section>
        </div>
        <CsvImportSteps
          id="import"
          headingLevel={2}
          texts={T}
          problemTexts={PROBLEM_TEXTS}
          {...steps}
          summary={(result) => <ImportSummary result={result} />}
          importable={(result) => result.orders > 0}
          confirmLabel={(result) => T.confirm(result.orders)}
          done={(result) => (
            <>
              <Alert kind="success">{T.imported(result.orders)}</Alert>
              <ImportSummary result={result} />
            </>
          )}
        />
      </div>
    </PaperOrderScreen>
  );
}

function ImportSummary({ result }: { result: TPaperOrderImportResult }) {
  const C = T.columns;
  type Item = TPaperOrderImportResult['items'][number];
  type Seller = TPaperOrderImportResult['bySeller'][number];
  type Payment = TPaperOrderImportResult['byPayment'][number];
  const itemColumns: Column<Item>[] = [
    { key: 'product', header: C.product, cellClassName: 'table__wrap', cell: (item) => item.productName },
    { key: 'quantity', header: C.quantity, className: 'num', cell: (item) => formatCount(item.quantity) },
  ];
  const sellerColumns: Column<Seller>[] = [
    { key: 'seller', header: C.seller, cell: (seller) => seller.sellerName },
    { key: 'orders', header: C.orders, className: 'num', cell: (seller) => formatCount(seller.orders) },
    { key: 'total', header: C.total, className: 'num', cell: (seller) => formatCurrency(seller.total) },
  ];
  const paymentColumns: Column<Payment>[] = [
    {
      key: 'payment',
      header: C.payment,
      cell: (payment) => PAPER_ORDER_TEXTS.paymentMethods[payment.method],
    },
    { key: 'orders', header: C.orders, className: 'num', cell: (payment) => formatCount(payment.orders) },
    { key: 'amount', header: C.amount, className: 'num', cell: (payment) => formatCurrency(payment.amount) },
  ];
  return (
    <div className="stack stack--tight">
      <div className="stat-grid stat-grid--compact">
        <StatCard label={T.cards.orders} value={formatCount(result.orders)} />
        <StatCard
          label={T.cards.alreadyImported}
          value={formatCount(result.alreadyImported)}
          hint={result.alreadyImported > 0 ? T.alreadyImportedNote : undefined}
        />
        <StatCard label={T.cards.total} value={formatCurrency(result.total)} />
        {result.donations > 0 ? (
          <StatCard label={T.cards.donations} value={formatCurrency(result.donations)} />
        ) : null}
      </div>
      {result.orders > 0 ? (
        <div className="paper-summary">
          <div className="stack stack--tight">
            <h3 className="paper-summary__title">{T.items}</h3>
            <DataTable
              label={T.items}
              columns={itemColumns}
              rows={result.items}
              rowKey={(item) => item.productName}
            />
          </div>
          <div className="stack stack--tight">
            <h3 className="paper-summary__title">{T.bySeller}</h3>
            <DataTable
              label={T.bySeller}
              columns={sellerColumns}
              rows={result.bySeller}
              rowKey={(seller) => seller.sellerName}
            />
          </div>
          <div className="stack stack--tight">
            <h3 className="paper-summary__title">{T.byPayment}</h3>
            <DataTable
              label={T.byPayment}
              columns={paymentColumns}
              rows={result.byPayment}
              rowKey={(payment) => payment.method}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
