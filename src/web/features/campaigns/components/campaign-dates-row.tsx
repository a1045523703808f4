import type { ChangeEvent } from 'react';
import { ADMIN_TEXTS } from '../../groups/texts';
import { FormField } from '../../../components/form-field';

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
        label={ADMIN_TEXTS.campaignForm.startDate}
        type="date"
        value={startDate}
        onChange={onStartChange}
        disabled={disabled}
      />
      <FormField
        id="campaign-end"
        label={ADMIN_TEXTS.campaignForm.endDate}
        type="date"
        value={endDate}
        onChange={onEndChange}
        disabled={disabled}
      />
    </div>
  );
}
