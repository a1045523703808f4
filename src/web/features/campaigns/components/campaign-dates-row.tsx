import type { ChangeEvent } from 'react';
import { FormField } from '../../../components/form-field';
import { CAMPAIGN_TEXTS } from '../texts';

interface CampaignDatesRowProps {
  startDate: string;
  endDate: string;
  onStartChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onEndChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled: boolean;
}

/** Start and end date side by side, as both the campaign form and the new group's first campaign ask them. */
export function CampaignDatesRow({
  startDate,
  endDate,
  onStartChange,
  onEndChange,
  disabled,
}: CampaignDatesRowProps) {
  return (
    <div className="form__row">
      <FormField
        id="campaign-start"
        label={CAMPAIGN_TEXTS.form.startDate}
        type="date"
        value={startDate}
        onChange={onStartChange}
        disabled={disabled}
      />
      <FormField
        id="campaign-end"
        label={CAMPAIGN_TEXTS.form.endDate}
        type="date"
        value={endDate}
        onChange={onEndChange}
        disabled={disabled}
      />
    </div>
  );
}
