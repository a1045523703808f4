import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { TCampaign } from '../../shared/api/groups.js';
import { ADMIN_TEXTS } from '../../shared/admin-texts.js';
import { FORM_SAVED_REDIRECT_MS } from '../../shared/constants.js';
import { ADMIN_MESSAGES } from '../../shared/admin-messages.js';
import { MESSAGES } from '../../shared/messages.js';
import { STAFF_TEXTS } from '../../shared/web-texts.js';
import { Alert } from '../components/alert';
import { CheckboxField, TextAreaField } from '../components/form-controls';
import { FormField } from '../components/form-field';
import { EditFormFrame } from './edit-form-frame';
import { CampaignDatesRow } from './campaign-dates-row';
import { errorMessage } from '../lib/api-client';
import { useDelayedAction } from '../lib/use-delayed-action';
import { useCreateCampaign } from './api/create-campaign';
import { useCampaign } from './api/get-campaign';
import { useUpdateCampaign } from './api/update-campaign';

const T = ADMIN_TEXTS.campaignForm;
const V = ADMIN_MESSAGES.validation;

export interface CampaignFormFields {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
}

/** A new campaign starts active (spec section 4); the dates are the administrator's choice. */
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
  const title = campaignId ? STAFF_TEXTS.pages.editCampaign : STAFF_TEXTS.pages.newCampaign;

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
  const navigate = useNavigate();
  const later = useDelayedAction();
  const createCampaign = useCreateCampaign();
  const updateCampaign = useUpdateCampaign();
  const [fields, setFields] = useState<CampaignFormFields>(() =>
    campaign
      ? {
          name: campaign.name,
          description: campaign.description,
          startDate: campaign.startDate,
          endDate: campaign.endDate,
          isActive: campaign.isActive,
        }
      : NEW_CAMPAIGN,
  );
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const groupPath = `/admin/groups/${encodeURIComponent(groupId)}`;
  const busy = createCampaign.isPending || updateCampaign.isPending;
  const locked = busy || success !== null;

  const update =
    (key: Exclude<keyof CampaignFormFields, 'isActive'>) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setFields((current) => ({ ...current, [key]: value }));
    };

  const saved = (message: string) => {
    setSuccess(message);
    later(() => void navigate(groupPath), FORM_SAVED_REDIRECT_MS);
  };
  const failed = (failure: unknown) => setError(errorMessage(failure, MESSAGES.saveFailed));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked) return;
    setError(null);
    const problem = validateCampaignForm(fields);
    if (problem) {
      setError(problem);
      return;
    }
    const body = {
      name: fields.name.trim(),
      description: fields.description.trim(),
      startDate: fields.startDate,
      endDate: fields.endDate,
      isActive: fields.isActive,
    };
    if (campaign) {
      updateCampaign.mutate(
        { groupId, campaignId: campaign._id, body },
        { onSuccess: () => saved(ADMIN_MESSAGES.success.campaignUpdated), onError: failed },
      );
    } else {
      createCampaign.mutate(
        { groupId, body },
        { onSuccess: () => saved(ADMIN_MESSAGES.success.campaignCreated), onError: failed },
      );
    }
  };

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
          {ADMIN_TEXTS.common.cancel}
        </Link>
        <button type="submit" className="btn btn--primary" disabled={locked}>
          {busy ? ADMIN_TEXTS.common.saving : campaign ? T.update : T.create}
        </button>
      </div>
    </form>
  );
}
