import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useParams } from 'react-router';
import type { TCampaignProduct, TProductSuggestion } from '../../../../shared/api/paper-orders.js';
import { Alert } from '../../../components/alert';
import { QueryContent } from '../../../components/query-content';
import { Link } from '../../../components/router-link';
import { TableWrap } from '../../../components/table-wrap';
import { ApiError, errorMessage } from '../../../lib/api-client';
import {
  useCampaignProducts,
  useProductSuggestions,
  useSaveCampaignProducts,
} from '../api/campaign-products';
import { adminPaperOrderPaths, type PaperOrderPaths } from '../paths';
import {
  parseProductLines,
  priceText,
  productNameKey,
  type ProductDraft,
  type UnreadLine,
} from '../product-list';
import { REPORT_TEXTS } from '../../reports';
import { PAPER_ORDER_TEXTS } from '../texts';
import { PaperOrderScreen } from './paper-order-screen';
import '../paper-orders.css';
import { TableHead } from '../../../components/table-head';

const T = PAPER_ORDER_TEXTS.products;

/** /admin/groups/:groupId/campaigns/:campaignId/products */
export function AdminCampaignProductsPage() {
  const { groupId = '', campaignId = '' } = useParams();
  return (
    <CampaignProducts
      groupId={groupId}
      campaignId={campaignId}
      paths={adminPaperOrderPaths(groupId, campaignId)}
    />
  );
}

interface CampaignProductsProps {
  groupId: string;
  campaignId: string;
  paths: PaperOrderPaths;
}

/** The campaign's products for paper orders: edited as a list and saved whole. */
export function CampaignProducts({ groupId, campaignId, paths }: CampaignProductsProps) {
  const products = useCampaignProducts(groupId, campaignId);
  return (
    <PaperOrderScreen
      groupId={groupId}
      campaignId={campaignId}
      paths={paths}
      current="products"
      title={T.title}
      fallbackTitle={T.heading}
    >
      <div className="stack">
        <p className="paper-intro">{T.intro}</p>
        <QueryContent query={products} loadFailedMessage={T.loadFailed}>
          {(saved) => (
            <ProductsEditor groupId={groupId} campaignId={campaignId} saved={saved} paths={paths} />
          )}
        </QueryContent>
      </div>
    </PaperOrderScreen>
  );
}

/** A row of the list: a saved product keeps its id; `key` tells rows apart before they have one. */
interface ProductRow extends ProductDraft {
  key: string;
  _id?: string;
  hidden: boolean;
  orderLineCount: number;
}

type RowField = 'name' | 'price' | 'sku';
type RowProblems = Record<string, Partial<Record<RowField, string>>>;

const rowOfProduct = (product: TCampaignProduct): ProductRow => ({
  key: product._id,
  _id: product._id,
  name: product.name,
  price: priceText(Math.round(product.price * 100)),
  sku: product.sku,
  hidden: product.hidden,
  orderLineCount: product.orderLineCount,
});

const isBlank = (row: ProductRow) =>
  row._id === undefined && !row.name.trim() && !row.price.trim() && !row.sku.trim();

/** The server names a row's field by its place in the list sent: `products.3.price`. */
function rowProblemsOf(error: unknown, sentKeys: string[]): RowProblems {
  const problems: RowProblems = {};
  if (!(error instanceof ApiError)) return problems;
  for (const { field, message } of error.errors) {
    const match = /^products\.(\d+)\.(name|price|sku|_id)$/.exec(field);
    const key = match ? sentKeys[Number(match[1])] : undefined;
    if (!match || !key) continue;
    const column: RowField = match[2] === '_id' ? 'name' : (match[2] as RowField);
    problems[key] = { ...problems[key], [column]: problems[key]?.[column] ?? message };
  }
  return problems;
}

interface ProductsEditorProps {
  groupId: string;
  campaignId: string;
  saved: TCampaignProduct[];
  paths: PaperOrderPaths;
}

function ProductsEditor({ groupId, campaignId, saved, paths }: ProductsEditorProps) {
  const save = useSaveCampaignProducts(groupId, campaignId);
  const [rows, setRows] = useState<ProductRow[]>(() => saved.map(rowOfProduct));
  const [problems, setProblems] = useState<RowProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [unread, setUnread] = useState<UnreadLine[]>([]);
  const nextKey = useRef(0);
  const [focusId, setFocusId] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusId) document.getElementById(focusId.id)?.focus();
  }, [focusId]);

  const newRow = (draft: ProductDraft): ProductRow => {
    nextKey.current += 1;
    return { ...draft, key: `new-${nextKey.current}`, hidden: false, orderLineCount: 0 };
  };

  const update = (key: string, patch: Partial<ProductRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    setProblems((current) => {
      if (!current[key]) return current;
      const { [key]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const addRow = () => {
    const row = newRow({ name: '', price: '', sku: '' });
    setRows((current) => [...current, row]);
    setFocusId({ id: `product-${row.key}-name` });
  };

  const removeRow = (key: string) => {
    setRows((current) => current.filter((row) => row.key !== key));
    setFocusId({ id: 'product-add' });
  };

  /** Appends the drafts whose name is not listed yet, and says how many. */
  const append = (drafts: ProductDraft[]) => {
    const listed = new Set(rows.map((row) => productNameKey(row.name)));
    const added: ProductRow[] = [];
    for (const draft of drafts) {
      const key = productNameKey(draft.name);
      if (listed.has(key)) continue;
      listed.add(key);
      added.push(newRow(draft));
    }
    setRows((current) => [...current.filter((row) => !isBlank(row)), ...added]);
    setNotice(T.added(added.length, drafts.length - added.length));
  };

  const appendSuggestions = (suggestions: TProductSuggestion[]) =>
    append(
      suggestions.map((suggestion) => ({
        name: suggestion.name,
        price: priceText(Math.round(suggestion.price * 100)),
        sku: suggestion.sku,
      })),
    );

  const appendText = (text: string) => {
    const parsed = parseProductLines(text);
    setUnread(parsed.unread);
    append(parsed.products);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const sent = rows.filter((row) => !isBlank(row));
    const sentKeys = sent.map((row) => row.key);
    setFailure(null);
    setNotice('');
    save.mutate(
      {
        products: sent.map((row) => ({
          ...(row._id ? { _id: row._id } : {}),
          name: row.name.trim(),
          price: row.price.trim(),
          sku: row.sku.trim(),
          hidden: row.hidden,
        })),
      },
      {
        onSuccess: (products) => {
          setRows(products.map(rowOfProduct));
          setProblems({});
          setNotice(T.saved);
        },
        onError: (error) => {
          const found = rowProblemsOf(error, sentKeys);
          setProblems(found);
          setFailure(errorMessage(error, T.saveFailed));
          const first = sent.find((row) => found[row.key]);
          const column = first
            ? (['name', 'price', 'sku'] as const).find((name) => found[first.key]?.[name])
            : null;
          if (first && column) setFocusId({ id: `product-${first.key}-${column}` });
        },
      },
    );
  };

  return (
    <>
      <Sources
        groupId={groupId}
        campaignId={campaignId}
        unread={unread}
        onSuggestions={appendSuggestions}
        onText={appendText}
      />
      <form className="stack stack--tight" onSubmit={submit} noValidate aria-labelledby="products-title">
        <div className="section-header">
          <h2 className="section-title" id="products-title">
            {T.heading}
          </h2>
          {saved.some((product) => !product.hidden) ? (
            <Link to={paths.entry} className="btn btn--secondary btn--sm">
              {REPORT_TEXTS.paperOrders.entry}
            </Link>
          ) : null}
        </div>
        {failure ? (
          <Alert kind="error">
            <strong>{failure}</strong>
            {Object.keys(problems).length > 0 ? <span className="alert__detail">{T.fixFields}</span> : null}
          </Alert>
        ) : null}
        {rows.length === 0 ? (
          <p className="card empty-state">{T.empty}</p>
        ) : (
          <ProductsTable rows={rows} problems={problems} onChange={update} onRemove={removeRow} />
        )}
        <div className="form__actions form__actions--split">
          <button type="button" id="product-add" className="btn btn--secondary" onClick={addRow}>
            {T.add}
          </button>
          <button type="submit" className="btn btn--primary" disabled={save.isPending}>
            {save.isPending ? T.saving : T.save}
          </button>
        </div>
        <p className="paper-form__status" role="status" aria-live="polite">
          {notice}
        </p>
      </form>
    </>
  );
}

interface ProductsTableProps {
  rows: ProductRow[];
  problems: RowProblems;
  onChange: (key: string, patch: Partial<ProductRow>) => void;
  onRemove: (key: string) => void;
}

function ProductsTable({ rows, problems, onChange, onRemove }: ProductsTableProps) {
  const C = T.columns;
  const cell = (row: ProductRow, column: RowField, label: string, className: string) => {
    const id = `product-${row.key}-${column}`;
    const problem = problems[row.key]?.[column];
    return (
      <td className={`products-table__${column}`}>
        <input
          id={id}
          className={`input ${className}`}
          aria-label={label}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          value={row[column]}
          maxLength={column === 'name' ? 120 : column === 'sku' ? 64 : 20}
          inputMode={column === 'price' ? 'decimal' : undefined}
          autoComplete="off"
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            onChange(row.key, { [column]: event.target.value })
          }
        />
        {problem ? (
          <p className="field__error" id={`${id}-error`}>
            {problem}
          </p>
        ) : null}
        {column === 'name' && row._id === undefined ? (
          <span className="badge badge--primary badge--raw products-table__new">{T.newProduct}</span>
        ) : null}
      </td>
    );
  };
  return (
    <TableWrap label={T.tableLabel}>
      <table className="table products-table">
        <TableHead
          columns={[
            C.name,
            C.price,
            C.sku,
            C.hidden,
            { label: C.usage, num: true },
            { label: C.actions, hidden: true },
          ]}
        />
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key}>
              {cell(row, 'name', T.nameOf(index + 1), 'products-table__input')}
              {cell(row, 'price', T.priceOf(index + 1), 'products-table__input products-table__input--price')}
              {cell(row, 'sku', T.skuOf(index + 1), 'products-table__input products-table__input--sku')}
              <td className="products-table__hidden">
                <input
                  type="checkbox"
                  aria-label={T.hiddenOf(index + 1)}
                  checked={row.hidden}
                  onChange={(event) => onChange(row.key, { hidden: event.target.checked })}
                />
              </td>
              <td className="num">{T.usage(row.orderLineCount)}</td>
              <td>
                {row.orderLineCount > 0 ? (
                  <span className="products-table__in-use">{T.inUseNote}</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn--ghost-danger btn--sm"
                    aria-label={T.removeOf(index + 1)}
                    onClick={() => onRemove(row.key)}
                  >
                    {T.remove}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

interface SourcesProps {
  groupId: string;
  campaignId: string;
  unread: UnreadLine[];
  onSuggestions: (suggestions: TProductSuggestion[]) => void;
  onText: (text: string) => void;
}

/** Where a list can start from: the campaign's store orders, the demo store's catalogue, a pasted list or a file. */
function Sources({ groupId, campaignId, unread, onSuggestions, onText }: SourcesProps) {
  const suggestions = useProductSuggestions(groupId, campaignId);
  const [pasted, setPasted] = useState('');
  const [fileFailed, setFileFailed] = useState(false);
  const S = T.suggestions;
  const P = T.paste;

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    try {
      setFileFailed(false);
      onText(await file.text());
    } catch {
      setFileFailed(true);
    } finally {
      // The same file chosen again after a fix is read again.
      input.value = '';
    }
  };

  return (
    <div className="paper-sources">
      <section className="card stack stack--tight" aria-labelledby="product-suggestions-title">
        <h2 className="section-title" id="product-suggestions-title">
          {S.title}
        </h2>
        {suggestions.isPending ? null : suggestions.isError ? (
          <Alert kind="error">{errorMessage(suggestions.error, S.loadFailed)}</Alert>
        ) : suggestions.data.storeOrders.length + suggestions.data.catalogue.length === 0 ? (
          <p className="muted">{S.none}</p>
        ) : (
          <div className="button-row">
            {suggestions.data.storeOrders.length > 0 ? (
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => onSuggestions(suggestions.data.storeOrders)}
              >
                {S.storeOrders(suggestions.data.storeOrders.length)}
              </button>
            ) : null}
            {suggestions.data.catalogue.length > 0 ? (
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => onSuggestions(suggestions.data.catalogue)}
              >
                {S.catalogue(suggestions.data.catalogue.length)}
              </button>
            ) : null}
          </div>
        )}
      </section>
      <section className="card stack stack--tight" aria-labelledby="product-paste-title">
        <h2 className="section-title" id="product-paste-title">
          {P.title}
        </h2>
        <div className="field">
          <div className="field__top">
            <label className="field__label" htmlFor="product-paste">
              {P.label}
            </label>
          </div>
          <textarea
            id="product-paste"
            className="input textarea"
            rows={4}
            value={pasted}
            placeholder={P.placeholder}
            aria-describedby="product-paste-hint"
            onChange={(event) => setPasted(event.target.value)}
          />
          <p className="field__hint" id="product-paste-hint">
            {P.hint}
          </p>
        </div>
        <div className="button-row">
          <button
            type="button"
            className="btn btn--secondary"
            disabled={pasted.trim() === ''}
            onClick={() => {
              onText(pasted);
              setPasted('');
            }}
          >
            {P.add}
          </button>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="product-file">
            {P.file}
          </label>
          <input
            id="product-file"
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className="paper-file"
            onChange={(event) => void readFile(event)}
          />
        </div>
        {fileFailed ? <Alert kind="error">{P.fileFailed}</Alert> : null}
        {unread.length > 0 ? (
          <div className="alert alert--warning" role="alert">
            <strong>{P.problemsTitle}</strong>
            <ul className="paper-unread">
              {unread.map((line) => (
                <li key={line.line}>{P.problem(line.line, line.text, line.message)}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
    </div>
  );
}
