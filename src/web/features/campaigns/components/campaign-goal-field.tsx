import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { CAMPAIGN_TEXTS } from '../texts';

/** The optional sales goal, as both the campaign form and the new group's first campaign ask it. */
export function CampaignGoalField({ field, disabled }: { field: UseFormRegisterReturn; disabled: boolean }) {
  return (
    <FormField
      id="campaign-goal"
      label={CAMPAIGN_TEXTS.form.goal}
      hint={CAMPAIGN_TEXTS.form.goalHint}
      inputMode="decimal"
      autoComplete="off"
      {...field}
      disabled={disabled}
    />
  );
}
