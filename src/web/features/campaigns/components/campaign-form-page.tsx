import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../components/router-link';
import { z } from 'zod';
import {
  MAX_DONATION_AMOUNTS,
  ZCampaignBody,
  type TCampaign,
  type TCampaignBody,
} from '../../../../shared/api/groups.js';
import { CAMPAIGN_API_MESSAGES } from '../../../../shared/texts/campaigns.js';
import { Alert } from '../../../components/alert';
import { CheckboxField, TextAreaField } from '../../../components/form-controls';
import { FormField } from '../../../components/form-field';
import { EditFormFrame } from '../../../components/edit-form-frame';
import { filled, numberText, optionalNumber, textFields, useStaffForm } from '../../../lib/use-staff-form';
import { CampaignDatesRow } from './campaign-dates-row';
import {
  CampaignDonationFields,
  donationFieldsOf,
  donationProblemsOf,
  amountInputsOf,
  typedAmounts,
  type DonationFormFields,
  type DonationProblems,
} from './campaign-donation-fields';
import { CampaignGoalField } from './campaign-goal-field';
import { useCreateCampaign } from '../api/create-campaign';
import { useCampaign } from '../api/get-campaign';
import { useUpdateCampaign } from '../api/update-campaign';
import { COMMON_TEXTS } from '../../../lib/app-texts';
import { CAMPAIGN_TEXTS, CAMPAIGN_MESSAGES } from '../texts';

const T = CAMPAIGN_TEXTS.form;

interface CampaignFormFields extends DonationFormFields {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
  goalAmount: string;
}

/** A new campaign starts active and takes no donations; the dates are the administrator's choice. */
const NEW_CAMPAIGN: CampaignFormFields = {
  name: '',
  description: '',
  startDate: '',
  endDate: '',
  isActive: true,
  goalAmount: '',
  ...donationFieldsOf(),
};

/** The rules in order: name, both dates, an end not before the start; then the request body's own rules. */
const campaignFormSchema: z.ZodType<z.output<typeof ZCampaignBody>, CampaignFormFields> = z
  .object({
    ...textFields('name', 'description', 'startDate', 'endDate', 'goalAmount'),
    ...textFields('donationMinimum', 'donationProduct'),
    isActive: z.boolean(),
    donationsEnabled: z.boolean(),
    donationAmounts: z.array(z.string()),
  })
  .refine((fields) => filled(fields.name), {
    error: CAMPAIGN_API_MESSAGES.campaignNameRequired,
    path: ['name'],
    abort: true,
  })
  .refine((fields) => fields.startDate !== '' && fields.endDate !== '', {
    error: CAMPAIGN_MESSAGES.validation.campaignDatesRequired,
    path: ['startDate'],
    abort: true,
  })
  .refine((fields) => fields.endDate >= fields.startDate, {
    error: CAMPAIGN_API_MESSAGES.campaignEndBeforeStart,
    path: ['endDate'],
    abort: true,
  })
  .transform((fields): TCampaignBody => ({
    name: fields.name,
    description: fields.description,
    startDate: fields.startDate,
    endDate: fields.endDate,
    isActive: fields.isActive,
    goalAmount: optionalNumber(fields.goalAmount),
    // Every donation setting is sent, so the form's state is what is stored; an empty amount input is none.
    donationsEnabled: fields.donationsEnabled,
    donationAmounts: typedAmounts(fields.donationAmounts),
    donationMinimum: optionalNumber(fields.donationMinimum),
    donationProduct: fields.donationProduct,
  }))
  .pipe(ZCampaignBody);

/** /admin/groups/{groupId}/campaigns/new and …/{campaignId}/edit. */
export function CampaignFormPage() {
  const { groupId = '', campaignId } = useParams();
  const campaign = useCampaign(groupId, campaignId);
  const title = campaignId ? CAMPAIGN_TEXTS.pages.editCampaign : CAMPAIGN_TEXTS.pages.newCampaign;

  return (
    <EditFormFrame
      title={title}
      editing={Boolean(campaignId)}
      record={campaign}
      loadFailedMessage={CAMPAIGN_MESSAGES.loadFailed.campaignData}
    >
      {(record) => <CampaignForm key={campaignId ?? 'new'} groupId={groupId} campaign={record} />}
    </EditFormFrame>
  );
}

function CampaignForm({ groupId, campaign }: { groupId: string; campaign: TCampaign | undefined }) {
  const navigate = useNavigate();
  const createCampaign = useCreateCampaign();
  const updateCampaign = useUpdateCampaign();
  const groupPath = `/admin/groups/${encodeURIComponent(groupId)}`;
  const busy = createCampaign.isPending || updateCampaign.isPending;
  const { form, error, success, saved, failed, locked, submit } = useStaffForm({
    schema: campaignFormSchema,
    defaultValues: campaign
      ? {
          name: campaign.name,
          description: campaign.description,
          startDate: campaign.startDate,
          endDate: campaign.endDate,
          isActive: campaign.isActive,
          goalAmount: numberText(campaign.goalAmount),
          ...donationFieldsOf(campaign),
        }
      : NEW_CAMPAIGN,
    busy,
    afterSaved: () => void navigate(groupPath),
  });
  const { register } = form;
  // The donation fields a refused save named: each shows its message beneath it until the next save.
  const [donationProblems, setDonationProblems] = useState<DonationProblems>({});

  const send = submit((body) => {
    const sentInputs = amountInputsOf(form.getValues('donationAmounts'), body.donationAmounts ?? []);
    const onError = (failure: unknown) => {
      setDonationProblems(donationProblemsOf(failure, sentInputs));
      failed(failure);
    };
    if (campaign) {
      updateCampaign.mutate(
        { groupId, campaignId: campaign._id, body },
        { onSuccess: () => saved(CAMPAIGN_MESSAGES.success.campaignUpdated), onError },
      );
    } else {
      createCampaign.mutate(
        { groupId, body },
        { onSuccess: () => saved(CAMPAIGN_MESSAGES.success.campaignCreated), onError },
      );
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setDonationProblems({});
    send(event);
  };

  return (
    <form className="card form form-card" onSubmit={onSubmit} noValidate>
      {error ? <Alert kind="error">{error}</Alert> : null}
      {success ? <Alert kind="success">{success}</Alert> : null}
      <FormField
        id="campaign-name"
        label={T.name}
        autoComplete="off"
        {...register('name')}
        disabled={locked}
      />
      <TextAreaField
        id="campaign-description"
        label={T.description}
        rows={3}
        {...register('description')}
        disabled={locked}
      />
      <CampaignDatesRow start={register('startDate')} end={register('endDate')} disabled={locked} />
      <CampaignGoalField field={register('goalAmount')} disabled={locked} />
      <CheckboxField id="campaign-active" label={T.active} {...register('isActive')} disabled={locked} />
      <CampaignDonationFields
        enabled={register('donationsEnabled')}
        amounts={Array.from({ length: MAX_DONATION_AMOUNTS }, (_, index) =>
          register(`donationAmounts.${index}` as const),
        )}
        minimum={register('donationMinimum')}
        product={register('donationProduct')}
        problems={donationProblems}
        disabled={locked}
      />
      <div className="form__actions">
        <Link to={groupPath} className="btn btn--secondary">
          {COMMON_TEXTS.cancel}
        </Link>
        <button type="submit" className="btn btn--primary" disabled={locked}>
          {busy ? COMMON_TEXTS.saving : campaign ? T.update : T.create}
        </button>
      </div>
    </form>
  );
}
