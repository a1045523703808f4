import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  PAPER_PAYMENT_METHODS,
  type TCampaignProduct,
  type TPaperOrder,
  type TPaperOrderBody,
  type TPaperPaymentMethod,
} from '../../../../shared/api/paper-orders.js';
import { Alert } from '../../../components/alert';
import { formatCurrency } from '../../../lib/format';
import {
  blankFields,
  bodyOfFields,
  fieldOrder,
  formProblems,
  formTotalCents,
  problemsOfFailure,
  quantityKey,
  type FieldKey,
  type FieldProblems,
  type PaperOrderFields,
} from '../paper-order-fields';
import { PAPER_ORDER_TEXTS } from '../texts';
import { CheckedField, CheckedInput } from './checked-field';

const T = PAPER_ORDER_TEXTS.entry;
const E = PAPER_ORDER_TEXTS.edit;

interface PaperOrderFormProps {
  /** 'entry' starts a blank form after each save; 'edit' asks for a reason and keeps the form. */
  mode: 'entry' | 'edit';
  /** The products offered, in the forms' order. */
  products: TCampaignProduct[];
  initial: PaperOrderFields;
  /** Names the seller field suggests. */
  sellerNames: string[];
  /** Sends the form; a rejection is a refusal to show on the form. */
  onSave: (body: TPaperOrderBody & { reason?: string }) => Promise<TPaperOrder>;
  /** What the status line says once a form is saved. */
  savedText: (order: TPaperOrder) => string;
}

const ID = 'paper-order';
const idOf = (key: FieldKey) =>
  key.startsWith('quantity:') ? `${ID}-quantity-${key.slice('quantity:'.length)}` : `${ID}-${key}`;

/** Enter on a control that does not submit by itself (the payment drop-down) saves too. */
function submitOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  if (event.target instanceof HTMLSelectElement) {
    event.preventDefault();
    event.currentTarget.requestSubmit();
  }
}

/**
 * One order form, made for typing a stack of them: seller, form number, buyer, phone, e-mail, a quantity per
 * product, the donation written on the form (a form may hold only a donation), the running total of both, and
 * the payment. Enter saves from any field. A refused save keeps every value,
 * marks each field the server named and puts the focus on the first of them.
 */
export function PaperOrderForm({
  mode,
  products,
  initial,
  sellerNames,
  onSave,
  savedText,
}: PaperOrderFormProps) {
  const editing = mode === 'edit';
  const [fields, setFields] = useState<PaperOrderFields>(initial);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  // A new object each time, so asking for the same field twice moves the focus again.
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(
    editing ? null : { id: idOf(initial.sellerName.trim() ? 'buyerName' : 'sellerName') },
  );
  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  const total = formTotalCents(products, fields);
  const listId = `${ID}-seller-names`;

  const change = <K extends keyof PaperOrderFields>(
    key: K,
    value: PaperOrderFields[K],
    problem: FieldKey,
  ) => {
    setFields((current) => ({ ...current, [key]: value }));
    if (problems[problem]) setProblems((current) => ({ ...current, [problem]: undefined }));
  };

  const changeQuantity = (productId: string, value: string) => {
    setFields((current) => ({ ...current, quantities: { ...current.quantities, [productId]: value } }));
    const key = quantityKey(productId);
    if (problems[key] || problems.items) {
      setProblems((current) => ({ ...current, [key]: undefined, items: undefined }));
    }
  };

  const changeDonation = (value: string) => {
    setFields((current) => ({ ...current, donation: value }));
    if (problems.donation || problems.items) {
      setProblems((current) => ({ ...current, donation: undefined, items: undefined }));
    }
  };

  const focusFirst = (found: FieldProblems) => {
    const first = fieldOrder(products, editing).find((key) => found[key]);
    if (!first) return;
    const firstProduct = products[0];
    setFocusRequest({ id: idOf(first === 'items' && firstProduct ? quantityKey(firstProduct._id) : first) });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = formProblems(fields, products, editing);
    if (Object.values(found).some(Boolean)) {
      setProblems(found);
      setFailure(null);
      setStatus('');
      focusFirst(found);
      return;
    }
    const { body, itemProductIds } = bodyOfFields(fields, products);
    inFlight.current = true;
    setSaving(true);
    try {
      const order = await onSave(editing ? { ...body, reason: fields.reason.trim() } : body);
      setProblems({});
      setFailure(null);
      setStatus(savedText(order));
      if (editing) {
        setFields((current) => ({ ...current, reason: '' }));
      } else {
        setFields((current) => blankFields(current.sellerName));
        setFocusRequest({ id: idOf('buyerName') });
      }
    } catch (error) {
      const refused = problemsOfFailure(error, itemProductIds);
      setProblems(refused.fields);
      setFailure(refused.message ?? '');
      setStatus('');
      focusFirst(refused.fields);
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  const method = fields.paymentMethod;
  return (
    <form
      className="card paper-form"
      aria-label={T.formLabel}
      aria-busy={saving}
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={submitOnEnter}
    >
      {failure !== null ? (
        <Alert kind="error">
          <strong>{editing ? E.saveFailed : T.saveFailed}</strong>
          {failure ? <span className="alert__detail">{failure}</span> : null}
        </Alert>
      ) : null}
      <div className="paper-form__row paper-form__row--header">
        <CheckedInput
          id={idOf('sellerName')}
          label={T.seller}
          hint={editing ? undefined : T.sellerHint}
          error={problems.sellerName}
          value={fields.sellerName}
          list={listId}
          maxLength={120}
          autoComplete="off"
          onChange={(event) => change('sellerName', event.target.value, 'sellerName')}
        />
        <datalist id={listId}>
          {sellerNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <CheckedInput
          id={idOf('formNumber')}
          label={T.formNumber}
          hint={T.formNumberHint}
          error={problems.formNumber}
          value={fields.formNumber}
          maxLength={40}
          autoComplete="off"
          onChange={(event) => change('formNumber', event.target.value, 'formNumber')}
        />
      </div>
      <div className="paper-form__row paper-form__row--buyer">
        <CheckedInput
          id={idOf('buyerName')}
          label={T.buyerName}
          error={problems.buyerName}
          value={fields.buyerName}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => change('buyerName', event.target.value, 'buyerName')}
        />
        <CheckedInput
          id={idOf('buyerPhone')}
          label={T.buyerPhone}
          error={problems.buyerPhone}
          value={fields.buyerPhone}
          type="tel"
          maxLength={40}
          autoComplete="off"
          onChange={(event) => change('buyerPhone', event.target.value, 'buyerPhone')}
        />
        <CheckedInput
          id={idOf('buyerEmail')}
          label={T.buyerEmail}
          error={problems.buyerEmail}
          value={fields.buyerEmail}
          type="email"
          maxLength={254}
          autoComplete="off"
          onChange={(event) => change('buyerEmail', event.target.value, 'buyerEmail')}
        />
      </div>
      <fieldset
        className="fieldset fieldset--lines paper-form__products"
        aria-describedby={problems.items ? `${ID}-items-error` : undefined}
      >
        <legend className="field__label">{T.productsLegend}</legend>
        <div className="paper-form__quantities">
          {products.map((product) => {
            const key = quantityKey(product._id);
            return (
              <CheckedInput
                key={product._id}
                id={idOf(key)}
                fieldClassName="paper-form__quantity"
                label={T.quantityLabel(product.name, formatCurrency(product.price))}
                error={problems[key]}
                value={fields.quantities[product._id] ?? ''}
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={3}
                autoComplete="off"
                className="paper-form__quantity-input"
                onChange={(event) => changeQuantity(product._id, event.target.value)}
              />
            );
          })}
        </div>
        {problems.items ? (
          <p className="field__error" id={`${ID}-items-error`}>
            {problems.items}
          </p>
        ) : null}
      </fieldset>
      <div className="paper-form__row paper-form__row--donation">
        <CheckedInput
          id={idOf('donation')}
          label={T.donation}
          hint={T.donationHint}
          error={problems.donation}
          value={fields.donation}
          inputMode="decimal"
          maxLength={20}
          autoComplete="off"
          className="paper-form__amount-input"
          onChange={(event) => changeDonation(event.target.value)}
        />
      </div>
      <div className="paper-form__row paper-form__row--payment">
        <CheckedField
          id={idOf('paymentMethod')}
          label={T.paymentMethod}
          error={problems.paymentMethod}
          control={(props) => (
            <select
              className="input select"
              value={method}
              onChange={(event) =>
                change('paymentMethod', event.target.value as TPaperPaymentMethod, 'paymentMethod')
              }
              {...props}
            >
              {PAPER_PAYMENT_METHODS.map((option) => (
                <option key={option} value={option}>
                  {PAPER_ORDER_TEXTS.paymentMethods[option]}
                </option>
              ))}
            </select>
          )}
        />
        {method !== 'unpaid' ? (
          <CheckedInput
            id={idOf('amount')}
            label={T.amount}
            hint={T.amountHint}
            error={problems.amount}
            value={fields.amount}
            placeholder={(total / 100).toFixed(2)}
            inputMode="decimal"
            maxLength={20}
            autoComplete="off"
            onChange={(event) => change('amount', event.target.value, 'amount')}
          />
        ) : null}
        {method === 'check' ? (
          <CheckedInput
            id={idOf('checkNumber')}
            label={T.checkNumber}
            error={problems.checkNumber}
            value={fields.checkNumber}
            required
            maxLength={40}
            autoComplete="off"
            onChange={(event) => change('checkNumber', event.target.value, 'checkNumber')}
          />
        ) : null}
      </div>
      {editing ? (
        <CheckedInput
          id={idOf('reason')}
          label={E.reason}
          hint={E.reasonHint}
          error={problems.reason}
          value={fields.reason}
          required
          maxLength={500}
          autoComplete="off"
          onChange={(event) => change('reason', event.target.value, 'reason')}
        />
      ) : null}
      <div className="form-total-bar">
        <p className="form-total-bar__total">
          <span>{T.total}</span>{' '}
          <strong className="form-total-bar__amount">{formatCurrency(total / 100)}</strong>
        </p>
        <div className="paper-form__submit">
          {editing ? null : <span className="field__hint">{T.saveHint}</span>}
          <button type="submit" className="btn btn--primary">
            {saving ? (editing ? E.saving : T.saving) : editing ? E.save : T.save}
          </button>
        </div>
      </div>
      <p className="paper-form__status" role="status" aria-live="polite">
        {status}
      </p>
    </form>
  );
}
