import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TTurnIn, TTurnInBody } from '../../../../shared/api/money.js';
import { Alert } from '../../../components/alert';
import { formatCurrency } from '../../../lib/format';
import { CheckedInput } from '../../paper-orders';
import {
  blankCheck,
  bodyOfFields,
  envelopeCents,
  fieldOrder,
  formProblems,
  problemsOfFailure,
  type CheckFields,
  type TurnInFieldKey,
  type TurnInFields,
  type TurnInProblems,
} from '../turn-in-fields';
import { MONEY_TEXTS } from '../texts';

const T = MONEY_TEXTS.turnIn;

interface TurnInFormProps {
  /** A correction asks for a reason and can be cancelled. */
  mode: 'record' | 'correct';
  initial: TurnInFields;
  /** The sellers the seller field suggests; one picked from them is sent by id. */
  sellers: { sellerId: string | null; sellerName: string }[];
  /** Sends the envelope; a rejection is a refusal to show on the form. */
  onSave: (body: TTurnInBody & { reason?: string }) => Promise<TTurnIn>;
  onSaved: (turnIn: TTurnIn) => void;
  onCancel?: () => void;
}

const ID = 'turn-in';
const idOf = (key: TurnInFieldKey) => `${ID}-${key.replaceAll('.', '-')}`;
type CheckPart = 'number' | 'amount' | 'payer';

/**
 * The envelope a seller turns in: the seller, the cash counted, each check (number, amount, payer) and a note,
 * with the envelope's running total. A refused save keeps every value, marks each field the server named and
 * puts the focus on the first of them.
 */
export function TurnInForm({ mode, initial, sellers, onSave, onSaved, onCancel }: TurnInFormProps) {
  const correcting = mode === 'correct';
  const [fields, setFields] = useState<TurnInFields>(initial);
  const [problems, setProblems] = useState<TurnInProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  // A new object each time, so asking for the same field twice moves the focus again.
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  const listId = `${ID}-sellers`;
  const sellerNames = [...new Set(sellers.map((seller) => seller.sellerName))];

  const clearProblem = (...keys: TurnInFieldKey[]) => {
    if (keys.some((key) => problems[key])) {
      setProblems((current) => {
        const next = { ...current };
        for (const key of keys) delete next[key];
        return next;
      });
    }
  };

  const change = (key: 'sellerName' | 'cash' | 'note' | 'reason', value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    clearProblem(key, ...(key === 'cash' ? (['checks'] as const) : []));
  };

  const changeCheck = (row: number, part: CheckPart, value: string) => {
    setFields((current) => ({
      ...current,
      checks: current.checks.map((check, index) => (index === row ? { ...check, [part]: value } : check)),
    }));
    clearProblem(`checks.${row}.${part}`, 'checks', 'cash');
  };

  const addCheck = () => {
    const row = fields.checks.length;
    setFields((current) => ({ ...current, checks: [...current.checks, blankCheck()] }));
    setFocusRequest({ id: idOf(`checks.${row}.number`) });
  };

  /** The problems of the rows after the removed one move up with them. */
  const removeCheck = (row: number) => {
    setFields((current) => ({ ...current, checks: current.checks.filter((_, index) => index !== row) }));
    setProblems((current) => {
      const next: TurnInProblems = {};
      for (const [key, message] of Object.entries(current) as [TurnInFieldKey, string][]) {
        const match = /^checks\.(\d+)\.(number|amount|payer)$/.exec(key);
        if (!match) next[key] = message;
        else if (Number(match[1]) < row) next[key] = message;
        else if (Number(match[1]) > row)
          next[`checks.${Number(match[1]) - 1}.${match[2] as CheckPart}`] = message;
      }
      return next;
    });
    const remaining = fields.checks.length - 1;
    setFocusRequest({
      id: remaining === 0 ? `${ID}-add-check` : idOf(`checks.${Math.min(row, remaining - 1)}.number`),
    });
  };

  const focusFirst = (found: TurnInProblems) => {
    const first = fieldOrder(fields, correcting).find((key) => found[key]);
    if (!first) return;
    setFocusRequest({ id: first === 'checks' ? `${ID}-add-check` : idOf(first) });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = formProblems(fields, correcting);
    if (Object.values(found).some(Boolean)) {
      setProblems(found);
      setFailure(null);
      focusFirst(found);
      return;
    }
    const { body, checkRows } = bodyOfFields(fields, sellers);
    inFlight.current = true;
    setSaving(true);
    try {
      const turnIn = await onSave(correcting ? { ...body, reason: fields.reason.trim() } : body);
      setProblems({});
      setFailure(null);
      onSaved(turnIn);
    } catch (error) {
      const refused = problemsOfFailure(error, checkRows);
      setProblems(refused.fields);
      setFailure(refused.message ?? '');
      focusFirst(refused.fields);
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  const checksError = problems.checks;
  return (
    <form
      className="money-form"
      aria-label={T.formLabel}
      aria-busy={saving}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {failure !== null ? (
        <Alert kind="error">
          <strong>{T.saveFailed}</strong>
          {failure ? <span className="alert__detail">{failure}</span> : null}
        </Alert>
      ) : null}
      <div className="money-form__row">
        <CheckedInput
          id={idOf('sellerName')}
          label={T.seller}
          hint={T.sellerHint}
          error={problems.sellerName}
          value={fields.sellerName}
          list={listId}
          maxLength={120}
          autoComplete="off"
          required
          onChange={(event) => change('sellerName', event.target.value)}
        />
        <datalist id={listId}>
          {sellerNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <CheckedInput
          id={idOf('cash')}
          label={T.cash}
          hint={T.cashHint}
          error={problems.cash}
          value={fields.cash}
          placeholder="0.00"
          inputMode="decimal"
          maxLength={20}
          autoComplete="off"
          className="money-form__amount"
          onChange={(event) => change('cash', event.target.value)}
        />
      </div>
      <fieldset
        className="fieldset fieldset--lines money-form__checks"
        aria-describedby={checksError ? `${ID}-checks-error` : undefined}
      >
        <legend className="field__label">{T.checks}</legend>
        {fields.checks.length === 0 ? <p className="field__hint">{T.noChecks}</p> : null}
        {fields.checks.map((check, row) => (
          <CheckRow
            key={check.key}
            row={row}
            check={check}
            problems={problems}
            onChange={(part, value) => changeCheck(row, part, value)}
            onRemove={() => removeCheck(row)}
          />
        ))}
        {checksError ? (
          <p className="field__error" id={`${ID}-checks-error`}>
            {checksError}
          </p>
        ) : null}
        <div>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            id={`${ID}-add-check`}
            onClick={addCheck}
          >
            {T.addCheck}
          </button>
        </div>
      </fieldset>
      <CheckedInput
        id={idOf('note')}
        label={T.note}
        hint={T.noteHint}
        error={problems.note}
        value={fields.note}
        maxLength={500}
        autoComplete="off"
        onChange={(event) => change('note', event.target.value)}
      />
      {correcting ? (
        <CheckedInput
          id={idOf('reason')}
          label={T.reason}
          hint={T.reasonHint}
          error={problems.reason}
          value={fields.reason}
          required
          maxLength={500}
          autoComplete="off"
          onChange={(event) => change('reason', event.target.value)}
        />
      ) : null}
      <div className="form-total-bar">
        <p className="form-total-bar__total">
          <span>{T.total}</span>{' '}
          <strong className="form-total-bar__amount">{formatCurrency(envelopeCents(fields) / 100)}</strong>
        </p>
        <div className="button-row">
          {onCancel ? (
            <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={saving}>
              {T.cancel}
            </button>
          ) : null}
          <button type="submit" className="btn btn--primary">
            {saving ? T.saving : correcting ? T.saveCorrection : T.save}
          </button>
        </div>
      </div>
    </form>
  );
}

interface CheckRowProps {
  row: number;
  check: CheckFields;
  problems: TurnInProblems;
  onChange: (part: CheckPart, value: string) => void;
  onRemove: () => void;
}

/** One check: its number, amount and payer, each labelled with the check's place ("Check 2 Amount"). */
function CheckRow({ row, check, problems, onChange, onRemove }: CheckRowProps) {
  const label = (text: string) => (
    <>
      <span className="visually-hidden">{T.checkLabel(row + 1)} </span>
      {text}
    </>
  );
  return (
    <div className="money-check" role="group" aria-label={T.checkLabel(row + 1)}>
      <CheckedInput
        id={idOf(`checks.${row}.number`)}
        label={label(T.checkNumber)}
        error={problems[`checks.${row}.number`]}
        value={check.number}
        required
        maxLength={40}
        autoComplete="off"
        onChange={(event) => onChange('number', event.target.value)}
      />
      <CheckedInput
        id={idOf(`checks.${row}.amount`)}
        label={label(T.checkAmount)}
        error={problems[`checks.${row}.amount`]}
        value={check.amount}
        required
        inputMode="decimal"
        maxLength={20}
        autoComplete="off"
        className="money-form__amount"
        onChange={(event) => onChange('amount', event.target.value)}
      />
      <CheckedInput
        id={idOf(`checks.${row}.payer`)}
        label={label(T.checkPayer)}
        hint={T.checkPayerHint}
        error={problems[`checks.${row}.payer`]}
        value={check.payer}
        maxLength={200}
        autoComplete="off"
        onChange={(event) => onChange('payer', event.target.value)}
      />
      <button
        type="button"
        className="btn btn--ghost-danger btn--sm money-check__remove"
        aria-label={T.removeCheck(row + 1)}
        onClick={onRemove}
      >
        {T.remove}
      </button>
    </div>
  );
}
