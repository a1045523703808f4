import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MAX_DONATION_AMOUNTS, type TCampaign } from '../../../../shared/api/groups.js';
import { CheckboxField } from '../../../components/form-controls';
import { FormField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { numberText, optionalNumber } from '../../../lib/use-staff-form';
import { CAMPAIGN_TEXTS } from '../texts';

const T = CAMPAIGN_TEXTS.form.donations;

/** The donation settings as the campaign form holds them: text as typed, one field per suggested amount. */
export interface DonationFormFields {
  donationsEnabled: boolean;
  /** Always MAX_DONATION_AMOUNTS entries; an empty one is no amount. */
  donationAmounts: string[];
  donationMinimum: string;
  donationProduct: string;
}

/** The fields of a donation setting that a refusal can name: the amounts as a whole, or one of the inputs. */
export type DonationFieldKey =
  | 'donationsEnabled'
  | 'donationAmounts'
  | `donationAmounts.${number}`
  | 'donationMinimum'
  | 'donationProduct';
export type DonationProblems = Partial<Record<DonationFieldKey, string>>;

/** The campaign's donation settings as form text; a new campaign's: off, no amounts, any amount, no store product. */
export function donationFieldsOf(campaign?: TCampaign): DonationFormFields {
  const amounts = (campaign?.donationAmounts ?? []).map((amount) => numberText(amount));
  return {
    donationsEnabled: campaign?.donationsEnabled ?? false,
    donationAmounts: Array.from({ length: MAX_DONATION_AMOUNTS }, (_, index) => amounts[index] ?? ''),
    donationMinimum: numberText(campaign?.donationMinimum),
    donationProduct: campaign?.donationProduct ?? '',
  };
}

/** The amounts the inputs hold, in the inputs' order; an empty input is none, and text that is no number is NaN. */
export const typedAmounts = (amounts: string[]): number[] =>
  amounts.flatMap((text) => (text.trim() === '' ? [] : [optionalNumber(text) ?? Number.NaN]));

/**
 * Which input (0-based) each amount of the body came from: the body sends them smallest first, whatever order
 * they were typed in (the contract allows each amount once).
 */
export function amountInputsOf(amounts: string[], sent: number[]): number[] {
  const cents = amounts.map((text) =>
    text.trim() === '' ? null : Math.round((optionalNumber(text) ?? 0) * 100),
  );
  return sent.map((amount) => cents.indexOf(Math.round(amount * 100)));
}

/**
 * The donation fields a refused save named, by the request body's paths: `donationAmounts.1` is the second amount
 * sent, which came from the input at `sentInputs[1]` (see amountInputsOf).
 */
export function donationProblemsOf(error: unknown, sentInputs: number[]): DonationProblems {
  const problems: DonationProblems = {};
  if (!(error instanceof ApiError)) return problems;
  for (const { field, message } of error.errors) {
    const amount = /^donationAmounts\.(\d+)(?:\.|$)/.exec(field);
    const input = amount ? sentInputs[Number(amount[1])] : undefined;
    const key: DonationFieldKey | null =
      input !== undefined && input >= 0
        ? `donationAmounts.${input}`
        : field.startsWith('donationAmounts')
          ? 'donationAmounts'
          : field === 'donationMinimum' || field === 'donationProduct' || field === 'donationsEnabled'
            ? field
            : null;
    if (key && !problems[key]) problems[key] = message;
  }
  return problems;
}

interface CheckedFormFieldProps extends Omit<ComponentProps<typeof FormField>, 'aria-invalid'> {
  error?: string;
}

/** A FormField with the problem a refused save named below it, read with the input. */
function CheckedFormField({ id, hint, error, ...field }: CheckedFormFieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <FormField
        id={id}
        hint={hint}
        {...field}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface CampaignDonationFieldsProps {
  enabled: UseFormRegisterReturn;
  /** One per suggested amount input, MAX_DONATION_AMOUNTS of them. */
  amounts: UseFormRegisterReturn[];
  minimum: UseFormRegisterReturn;
  product: UseFormRegisterReturn;
  problems: DonationProblems;
  disabled: boolean;
}

/**
 * "Donations": whether the campaign takes them, up to four suggested amounts, the smallest gift and the real
 * store's donation product. Amounts take the decimal keypad on phones; every input has its own label.
 */
export function CampaignDonationFields({
  enabled,
  amounts,
  minimum,
  product,
  problems,
  disabled,
}: CampaignDonationFieldsProps) {
  const amountsError = problems.donationAmounts;
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend">{T.legend}</legend>
      <div className="stack stack--tight">
        <CheckboxField
          id="campaign-donations"
          label={T.enabled}
          aria-describedby="campaign-donations-note"
          {...enabled}
          disabled={disabled}
        />
        <p className="field__note" id="campaign-donations-note">
          {T.enabledHint}
        </p>
        {problems.donationsEnabled ? <p className="field__error">{problems.donationsEnabled}</p> : null}
      </div>
      <div
        className="stack stack--tight"
        role="group"
        aria-labelledby="campaign-donation-amounts-label"
        aria-describedby={[
          'campaign-donation-amounts-hint',
          amountsError ? 'campaign-donation-amounts-error' : '',
        ]
          .filter(Boolean)
          .join(' ')}
      >
        <div className="field__top">
          <span className="field__label" id="campaign-donation-amounts-label">
            {T.amounts}
          </span>
          <span className="field__hint" id="campaign-donation-amounts-hint">
            {T.amountsHint}
          </span>
        </div>
        <div className="form__row">
          {amounts.map((amount, index) => (
            <CheckedFormField
              key={index}
              id={`campaign-donation-amount-${index + 1}`}
              label={T.amount(index + 1)}
              inputMode="decimal"
              autoComplete="off"
              error={problems[`donationAmounts.${index}`]}
              {...amount}
              disabled={disabled}
            />
          ))}
        </div>
        {amountsError ? (
          <p className="field__error" id="campaign-donation-amounts-error">
            {amountsError}
          </p>
        ) : null}
      </div>
      <CheckedFormField
        id="campaign-donation-minimum"
        label={T.minimum}
        hint={T.minimumHint}
        inputMode="decimal"
        autoComplete="off"
        error={problems.donationMinimum}
        {...minimum}
        disabled={disabled}
      />
      <CheckedFormField
        id="campaign-donation-product"
        label={T.product}
        hint={T.productHint}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={problems.donationProduct}
        {...product}
        disabled={disabled}
      />
    </fieldset>
  );
}
