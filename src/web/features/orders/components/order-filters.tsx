import { useState, type FormEvent } from 'react';
import type { TTeamRef } from '../../../../shared/api/teams.js';
import { useQueryParams } from '../../../lib/use-query-params';
import {
  EMPTY_FILTERS,
  FILTER_STATUSES,
  ORDER_SOURCES,
  readOrderFilters,
  scopedFilters,
  writeOrderFilters,
  type FilterStatus,
  type OrderFilters as Filters,
} from '../order-query';
import { CheckboxField, SelectField } from '../../../components/form-controls';
import { FormField } from '../../../components/form-field';
import { ORDER_TEXTS, ORDER_MESSAGES } from '../texts';

const T = ORDER_TEXTS.filters;

interface OrderFiltersProps {
  /**
   * A coordinator's group code: the group field shows it, disabled, with the note that coordinators see
   * only their group, and a seller search takes the group filter's place in the query.
   */
  lockedGroupCode?: string;
  /** The coordinator's group's classes or teams: a filter by one of them when there are any. */
  teams?: readonly TTeamRef[];
}

/**
 * The filters of an order list: dates, statuses, group code, buyer name, source, and a coordinator's class or team. They live in
 * the URL query, so reload, back and forward keep them; Apply writes them there and goes back to page 1.
 */
export function OrderFilters({ lockedGroupCode, teams = [] }: OrderFiltersProps) {
  const [params, setParams] = useQueryParams();
  const scope = lockedGroupCode === undefined ? 'admin' : 'group';
  const applied = scopedFilters(readOrderFilters(params), scope);

  const navigateTo = (filters: Filters) => {
    const next = writeOrderFilters(params, scopedFilters(filters, scope));
    if (next.toString() !== params.toString()) setParams(next);
  };

  // A new URL (back, forward, a pagination link, Apply) starts the form from what the URL says.
  return (
    <FiltersForm
      key={JSON.stringify(applied)}
      applied={applied}
      lockedGroupCode={lockedGroupCode}
      teams={lockedGroupCode === undefined ? [] : teams}
      onApply={navigateTo}
      onClear={() => navigateTo(EMPTY_FILTERS)}
    />
  );
}

interface FiltersFormProps {
  applied: Filters;
  lockedGroupCode: string | undefined;
  teams: readonly TTeamRef[];
  onApply: (filters: Filters) => void;
  onClear: () => void;
}

function FiltersForm({ applied, lockedGroupCode, teams, onApply, onClear }: FiltersFormProps) {
  const [draft, setDraft] = useState<Filters>(applied);
  const locked = lockedGroupCode !== undefined;

  const set = <K extends keyof Filters>(key: K, value: Filters[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const toggleStatus = (status: FilterStatus, checked: boolean) =>
    setDraft((current) => ({
      ...current,
      statuses: checked
        ? FILTER_STATUSES.filter((s) => s === status || current.statuses.includes(s))
        : current.statuses.filter((s) => s !== status),
    }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };

  const clear = () => {
    setDraft(EMPTY_FILTERS);
    onClear();
  };

  return (
    <form className="card filters" aria-label={T.title} onSubmit={submit}>
      <div className="filters__grid">
        <FormField
          id="order-filter-start-date"
          label={T.startDate}
          type="date"
          value={draft.startDate}
          max={draft.endDate || undefined}
          onChange={(event) => set('startDate', event.target.value)}
        />
        <FormField
          id="order-filter-end-date"
          label={T.endDate}
          type="date"
          value={draft.endDate}
          min={draft.startDate || undefined}
          onChange={(event) => set('endDate', event.target.value)}
        />
        {locked ? (
          <div className="field">
            <div className="field__top">
              <label className="field__label" htmlFor="order-filter-group-code">
                {T.groupCode}
              </label>
            </div>
            <input
              id="order-filter-group-code"
              className="input"
              value={lockedGroupCode}
              disabled
              aria-describedby="order-filter-group-note"
            />
            <p className="field__note" id="order-filter-group-note">
              {ORDER_MESSAGES.coordinatorFilterNote}
            </p>
          </div>
        ) : (
          <FormField
            id="order-filter-group-code"
            label={T.groupCode}
            value={draft.groupCode}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => set('groupCode', event.target.value)}
          />
        )}
        {locked ? (
          <FormField
            id="order-filter-seller-name"
            label={T.sellerName}
            value={draft.studentName}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => set('studentName', event.target.value)}
          />
        ) : null}
        <FormField
          id="order-filter-buyer-name"
          label={T.buyerName}
          hint={T.buyerNameHint}
          value={draft.customerName}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => set('customerName', event.target.value)}
        />
        <SelectField
          id="order-filter-source"
          label={T.source}
          value={draft.source}
          onChange={(event) => set('source', event.target.value as Filters['source'])}
        >
          <option value="">{T.sources.all}</option>
          {ORDER_SOURCES.map((source) => (
            <option key={source} value={source}>
              {T.sources[source]}
            </option>
          ))}
        </SelectField>
        {teams.length > 0 ? (
          <SelectField
            id="order-filter-team"
            label={T.team}
            value={draft.teamId}
            onChange={(event) => set('teamId', event.target.value)}
          >
            <option value="">{T.allTeams}</option>
            {teams.map((team) => (
              <option key={team._id} value={team._id}>
                {team.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <fieldset className="filters__statuses">
          <legend className="field__label">{T.status}</legend>
          <div className="filters__checkboxes">
            {FILTER_STATUSES.map((status) => (
              <CheckboxField
                key={status}
                id={`order-filter-status-${status}`}
                label={ORDER_TEXTS.statusLabels[status]}
                checked={draft.statuses.includes(status)}
                onChange={(event) => toggleStatus(status, event.target.checked)}
              />
            ))}
          </div>
        </fieldset>
      </div>
      <div className="form__actions">
        <button type="button" className="btn btn--secondary" onClick={clear}>
          {T.clear}
        </button>
        <button type="submit" className="btn btn--primary">
          {T.apply}
        </button>
      </div>
    </form>
  );
}
