import { Link, useParams } from 'react-router';
import type { TCampaign } from '../../../../shared/api/groups.js';
import { ADMIN_MESSAGES } from '../../../../shared/admin-messages.js';
import { MESSAGES } from '../../../../shared/messages.js';
import { Alert } from '../../../components/alert';
import { CheckboxField, TextAreaField } from '../../../components/form-controls';
import { FormField } from '../../../components/form-field';
import { EditFormFrame } from '../../../components/edit-form-frame';
import { useSaveForm } from '../../../lib/use-save-form';
import { CampaignDatesRow } from './campaign-dates-row';
import { useCreateCampaign } from '../api/create-campaign';
import { useCampaign } from '../api/get-campaign';
import { useUpdateCampaign } from '../api/update-campaign';
import { COMMON_TEXTS } from '../../../lib/app-texts';
import { CAMPAIGN_TEXTS } from '../texts';

const T = CAMPAIGN_TEXTS.form;
const V = ADMIN_MESSAGES.validation;

export interface CampaignFormFields {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
}

/** A new campaign starts active; the dates are the administrator's choice. */
export const NEW_CAMPAIGN: CampaignFormFields = {
  name: '',
  description: '',
  startDate: '',
  endDate: '',
  isActive: true,
};

/** Spec section 5, in order: name, both dates, an end not before the start. */
export function validateCampaignForm(fields: CampaignFormFields): string | null {
  if (!fields.name.trim()) return V.campaignNameRequired;
  if (!fields.startDate || !fields.endDate) return V.campaignDatesRequired;
  if (fields.endDate < fields.startDate) return V.campaignEndBeforeStart;
  return null;
}

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
      loadFailedMessage={MESSAGES.loadFailed.campaignData}
    >
      {(record) => <CampaignForm key={campaignId ?? 'new'} groupId={groupId} campaign={record} />}
    </EditFormFrame>
  );
}

function CampaignForm({ groupId, campaign }: { groupId: string; campaign: TCampaign | undefined }) {
  const createCampaign = useCreateCampaign();
  const updateCampaign = useUpdateCampaign();
  const groupPath = `/admin/groups/${encodeURIComponent(groupId)}`;
  const busy = createCampaign.isPending || updateCampaign.isPending;
  const { fields, setFields, update, error, success, locked, submit } = useSaveForm<CampaignFormFields>({
    initial: () =>
      campaign
        ? {
            name: campaign.name,
            description: campaign.description,
            startDate: campaign.startDate,
            endDate: campaign.endDate,
            isActive: campaign.isActive,
          }
        : NEW_CAMPAIGN,
    validate: validateCampaignForm,
    returnTo: groupPath,
    busy,
  });

  const onSubmit = submit((current, done) => {
    const body = {
      name: current.name.trim(),
      description: current.description.trim(),
      startDate: current.startDate,
      endDate: current.endDate,
      isActive: current.isActive,
    };
    if (campaign) {
      updateCampaign.mutate(
        { groupId, campaignId: campaign._id, body },
        { onSuccess: () => done.onSuccess(ADMIN_MESSAGES.success.campaignUpdated), onError: done.onError },
      );
    } else {
      createCampaign.mutate(
        { groupId, body },
        { onSuccess: () => done.onSuccess(ADMIN_MESSAGES.success.campaignCreated), onError: done.onError },
      );
    }
  });

  return (
    <form className="card form form-card" onSubmit={onSubmit} noValidate>
      {error ? <Alert kind="error">{error}</Alert> : null}
      {success ? <Alert kind="success">{success}</Alert> : null}
      <FormField
        id="campaign-name"
        label={T.name}
        autoComplete="off"
        value={fields.name}
        onChange={update('name')}
        disabled={locked}
      />
      <TextAreaField
        id="campaign-description"
        label={T.description}
        rows={3}
        value={fields.description}
        onChange={update('description')}
        disabled={locked}
      />
      <CampaignDatesRow
        startDate={fields.startDate}
        endDate={fields.endDate}
        onStartChange={update('startDate')}
        onEndChange={update('endDate')}
        disabled={locked}
      />
      <CheckboxField
        id="campaign-active"
        label={T.active}
        checked={fields.isActive}
        onChange={(event) => {
          const checked = event.target.checked;
          setFields((current) => ({ ...current, isActive: checked }));
        }}
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
