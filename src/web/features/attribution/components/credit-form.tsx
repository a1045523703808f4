import { useState, type FormEvent } from 'react';
import type { TAttributionSuggestion } from '../../../../shared/api/attribution.js';
import { Alert } from '../../../components/alert';
import { FormField } from '../../../components/form-field';
import { SelectField, TextAreaField } from '../../../components/form-controls';
import { errorMessage } from '../../../lib/api-client';
import { useCampaigns } from '../../campaigns';
import { useGroups } from '../../../lib/group-list';
import { useGroupSellers } from '../api/attribution-queries';
import { useCreditOrders } from '../api/credit-orders';
import { ATTRIBUTION_MESSAGES, ATTRIBUTION_TEXTS } from '../texts';

const T = ATTRIBUTION_TEXTS.form;
/** The seller picker's choice for "type another name". */
const TYPED = 'typed';

export interface CreditChoice {
  groupId: string;
  campaignId: string;
  /** A seller's id, TYPED for a typed name, or '' before a choice. */
  seller: string;
  sellerName: string;
}

export const choiceFromSuggestion = (suggestion: TAttributionSuggestion): CreditChoice => ({
  groupId: suggestion.groupId,
  campaignId: suggestion.campaignId ?? '',
  seller: suggestion.sellerId ?? (suggestion.sellerName ? TYPED : ''),
  sellerName: suggestion.sellerId ? '' : suggestion.sellerName,
});

interface CreditFormProps {
  orderIds: string[];
  choice: CreditChoice;
  onChoiceChange: (choice: CreditChoice) => void;
  onDone: (count: number) => void;
  onCancel: () => void;
}

type Problems = Partial<Record<'group' | 'campaign' | 'seller' | 'reason', string>>;

/** Group, campaign, seller (picked or typed) and a reason; nothing is sent until all four are there. */
export function CreditForm({ orderIds, choice, onChoiceChange, onDone, onCancel }: CreditFormProps) {
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const groups = useGroups();
  const campaigns = useCampaigns(choice.groupId, choice.groupId !== '');
  const sellers = useGroupSellers(choice.groupId);
  const credit = useCreditOrders();
  const change = (patch: Partial<CreditChoice>) => {
    onChoiceChange({ ...choice, ...patch });
    setProblems({ ...problems, group: undefined, campaign: undefined, seller: undefined });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (!choice.groupId) found.group = ATTRIBUTION_MESSAGES.required.group;
    if (!choice.campaignId) found.campaign = ATTRIBUTION_MESSAGES.required.campaign;
    if (!choice.seller || (choice.seller === TYPED && !choice.sellerName.trim())) {
      found.seller = ATTRIBUTION_MESSAGES.required.seller;
    }
    if (!reason.trim()) found.reason = ATTRIBUTION_MESSAGES.required.reason;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    credit.mutate(
      {
        orderIds,
        groupId: choice.groupId,
        campaignId: choice.campaignId,
        sellerId: choice.seller === TYPED ? null : choice.seller,
        sellerName: choice.seller === TYPED ? choice.sellerName.trim() : '',
        reason: reason.trim(),
      },
      { onSuccess: onDone },
    );
  };

  const problem = (key: keyof Problems) =>
    problems[key] ? (
      <p className="field__error" id={`credit-${key}-error`}>
        {problems[key]}
      </p>
    ) : null;
  const describedBy = (key: keyof Problems) => (problems[key] ? `credit-${key}-error` : undefined);

  return (
    <form className="form stack" onSubmit={submit} noValidate>
      {credit.isError ? (
        <Alert kind="error">{errorMessage(credit.error, ATTRIBUTION_MESSAGES.saveFailed)}</Alert>
      ) : null}
      <div>
        <SelectField
          id="credit-group"
          label={T.group}
          value={choice.groupId}
          aria-invalid={Boolean(problems.group)}
          aria-describedby={describedBy('group')}
          onChange={(event) =>
            change({ groupId: event.target.value, campaignId: '', seller: '', sellerName: '' })
          }
        >
          <option value="">{T.chooseGroup}</option>
          {(groups.data ?? []).map((group) => (
            <option key={group._id} value={group._id}>
              {group.code} — {group.name}
            </option>
          ))}
        </SelectField>
        {problem('group')}
      </div>
      <div>
        <SelectField
          id="credit-campaign"
          label={T.campaign}
          value={choice.campaignId}
          disabled={!choice.groupId}
          aria-invalid={Boolean(problems.campaign)}
          aria-describedby={describedBy('campaign')}
          onChange={(event) => change({ campaignId: event.target.value })}
        >
          <option value="">
            {choice.groupId && campaigns.data?.length === 0 ? T.noCampaigns : T.chooseCampaign}
          </option>
          {(campaigns.data ?? []).map((campaign) => (
            <option key={campaign._id} value={campaign._id}>
              {campaign.name} ({campaign.startDate} – {campaign.endDate})
            </option>
          ))}
        </SelectField>
        {problem('campaign')}
      </div>
      <div>
        <SelectField
          id="credit-seller"
          label={T.seller}
          value={choice.seller}
          disabled={!choice.groupId}
          aria-invalid={Boolean(problems.seller)}
          aria-describedby={describedBy('seller')}
          onChange={(event) => change({ seller: event.target.value })}
        >
          <option value="">{T.chooseSeller}</option>
          {(sellers.data ?? []).map((seller) => (
            <option key={seller._id} value={seller._id}>
              {seller.name} ({seller.email})
            </option>
          ))}
          <option value={TYPED}>{T.typeSeller}</option>
        </SelectField>
        {choice.seller === TYPED ? (
          <FormField
            id="credit-seller-name"
            label={T.sellerName}
            value={choice.sellerName}
            maxLength={100}
            autoComplete="off"
            aria-invalid={Boolean(problems.seller)}
            onChange={(event) => change({ sellerName: event.target.value })}
          />
        ) : null}
        {sellers.isError ? (
          <p className="field__error">
            {errorMessage(sellers.error, ATTRIBUTION_MESSAGES.loadFailed.sellers)}
          </p>
        ) : null}
        {problem('seller')}
      </div>
      <div>
        <TextAreaField
          id="credit-reason"
          label={T.reason}
          value={reason}
          maxLength={500}
          rows={3}
          aria-invalid={Boolean(problems.reason)}
          aria-describedby={['credit-reason-hint', describedBy('reason')].filter(Boolean).join(' ')}
          onChange={(event) => {
            setReason(event.target.value);
            setProblems({ ...problems, reason: undefined });
          }}
        />
        <p className="field__hint" id="credit-reason-hint">
          {T.reasonHint}
        </p>
        {problem('reason')}
      </div>
      <div className="form__actions form__actions--split">
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {T.cancel}
        </button>
        <button type="submit" className="btn btn--primary" disabled={credit.isPending}>
          {credit.isPending ? T.saving : orderIds.length === 1 ? T.submit : T.submitMany(orderIds.length)}
        </button>
      </div>
    </form>
  );
}
