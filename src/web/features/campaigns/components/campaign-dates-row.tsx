import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { CAMPAIGN_TEXTS } from '../texts';

interface CampaignDatesRowProps {
  start: UseFormRegisterReturn;
  end: UseFormRegisterReturn;
  disabled: boolean;
}

/** Start and end date side by side, as both the campaign form and the new group's first campaign ask them. */
export function CampaignDatesRow({ start, end, disabled }: CampaignDatesRowProps) {
  return (
    <div className="form__row">
      <FormField
        id="campaign-start"
        label={CAMPAIGN_TEXTS.form.startDate}
        type="date"
        {...start}
        disabled={disabled}
      />
      <FormField
        id="campaign-end"
        label={CAMPAIGN_TEXTS.form.endDate}
        type="date"
        {...end}
        disabled={disabled}
      />
    </div>
  );
}
