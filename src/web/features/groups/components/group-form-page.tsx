import { Link, useParams } from 'react-router';
import type { TGroup } from '../../../../shared/api/groups.js';
import { ADMIN_MESSAGES } from '../../../../shared/admin-messages.js';
import { MESSAGES } from '../../../../shared/messages.js';
import { Alert } from '../../../components/alert';
import { CheckboxField, TextAreaField } from '../../../components/form-controls';
import { FormField } from '../../../components/form-field';
import { EditFormFrame } from '../../../components/edit-form-frame';
import { useSaveForm } from '../../../lib/use-save-form';
import { CampaignDatesRow } from '../../campaigns/components/campaign-dates-row';
import { addMonths, todayLocal } from '../../../lib/calendar-date';
import { useCreateGroup } from '../api/create-group';
import { useGroup } from '../api/get-group';
import { useUpdateGroup } from '../api/update-group';
import { COMMON_TEXTS } from '../../../lib/app-texts';
import { GROUP_TEXTS } from '../texts';

const T = GROUP_TEXTS.form;
const V = ADMIN_MESSAGES.validation;

export interface GroupFormFields {
  name: string;
  code: string;
  organizationName: string;
  contactInfo: string;
  isActive: boolean;
  /** The first campaign, asked for on create only. */
  campaignName: string;
  campaignDescription: string;
  startDate: string;
  endDate: string;
}

/** A new group: active, its first campaign named "Initial Campaign" and running from today to one month later. */
export function newGroupFields(today: string = todayLocal()): GroupFormFields {
  return {
    name: '',
    code: '',
    organizationName: '',
    contactInfo: '',
    isActive: true,
    campaignName: T.initialCampaignDefaultName,
    campaignDescription: '',
    startDate: today,
    endDate: addMonths(today, 1),
  };
}

function fieldsOf(group: TGroup): GroupFormFields {
  return {
    ...newGroupFields(),
    name: group.name,
    code: group.code,
    organizationName: group.organizationName,
    contactInfo: group.contactInfo,
    isActive: group.isActive,
  };
}

/**
 * Spec section 5, in order: name, code and organization; then, on create, the campaign name, both dates,
 * and an end not before the start.
 */
export function validateGroupForm(fields: GroupFormFields, creating: boolean): string | null {
  if (!fields.name.trim() || !fields.code.trim() || !fields.organizationName.trim()) return V.groupRequired;
  if (!creating) return null;
  if (!fields.campaignName.trim()) return V.campaignNameRequired;
  if (!fields.startDate || !fields.endDate) return V.initialCampaignDatesRequired;
  if (fields.endDate < fields.startDate) return V.initialCampaignEndBeforeStart;
  return null;
}

/** /admin/groups/new and /admin/groups/{id}/edit. */
export function GroupFormPage() {
  const { id } = useParams();
  const group = useGroup(id);
  const title = id ? GROUP_TEXTS.pages.editGroup : GROUP_TEXTS.pages.newGroup;

  return (
    <EditFormFrame
      title={title}
      editing={Boolean(id)}
      record={group}
      loadFailedMessage={MESSAGES.loadFailed.groupData}
    >
      {(record) => <GroupForm key={id ?? 'new'} group={record} />}
    </EditFormFrame>
  );
}

function GroupForm({ group }: { group: TGroup | undefined }) {
  const createGroup = useCreateGroup();
  const updateGroup = useUpdateGroup();
  const creating = group === undefined;
  const busy = createGroup.isPending || updateGroup.isPending;
  const { fields, setFields, update, error, success, locked, submit } = useSaveForm<GroupFormFields>({
    initial: () => (group ? fieldsOf(group) : newGroupFields()),
    validate: (current) => validateGroupForm(current, creating),
    returnTo: '/admin/groups',
    busy,
  });

  const onSubmit = submit((current, done) => {
    const common = {
      name: current.name.trim(),
      organizationName: current.organizationName.trim(),
      contactInfo: current.contactInfo.trim(),
      isActive: current.isActive,
    };
    if (group) {
      updateGroup.mutate(
        { groupId: group._id, body: common },
        { onSuccess: () => done.onSuccess(ADMIN_MESSAGES.success.groupUpdated), onError: done.onError },
      );
      return;
    }
    createGroup.mutate(
      {
        ...common,
        code: current.code.trim(),
        initialCampaign: {
          name: current.campaignName.trim(),
          description: current.campaignDescription.trim(),
          startDate: current.startDate,
          endDate: current.endDate,
          isActive: true,
        },
      },
      { onSuccess: () => done.onSuccess(ADMIN_MESSAGES.success.groupCreated), onError: done.onError },
    );
  });

  return (
    <form className="card form form-card" onSubmit={onSubmit} noValidate>
      {error ? <Alert kind="error">{error}</Alert> : null}
      {success ? <Alert kind="success">{success}</Alert> : null}
      <FormField
        id="group-name"
        label={T.name}
        autoComplete="off"
        value={fields.name}
        onChange={update('name')}
        disabled={locked}
      />
      <FormField
        id="group-code"
        label={T.code}
        hint={creating ? T.codeHint : undefined}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={fields.code}
        onChange={update('code')}
        // The code is fixed once the group exists.
        disabled={!creating || locked}
      />
      <FormField
        id="group-organization"
        label={T.organizationName}
        autoComplete="organization"
        value={fields.organizationName}
        onChange={update('organizationName')}
        disabled={locked}
      />
      <TextAreaField
        id="group-contact"
        label={T.contactInfo}
        rows={3}
        value={fields.contactInfo}
        onChange={update('contactInfo')}
        disabled={locked}
      />
      <CheckboxField
        id="group-active"
        label={T.active}
        checked={fields.isActive}
        onChange={(event) => {
          const checked = event.target.checked;
          setFields((current) => ({ ...current, isActive: checked }));
        }}
        disabled={locked}
      />

      {creating ? (
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{T.initialCampaign}</legend>
          <FormField
            id="campaign-name"
            label={T.campaignName}
            autoComplete="off"
            value={fields.campaignName}
            onChange={update('campaignName')}
            disabled={locked}
          />
          <CampaignDatesRow
            startDate={fields.startDate}
            endDate={fields.endDate}
            onStartChange={update('startDate')}
            onEndChange={update('endDate')}
            disabled={locked}
          />
          <TextAreaField
            id="campaign-description"
            label={T.description}
            rows={3}
            value={fields.campaignDescription}
            onChange={update('campaignDescription')}
            disabled={locked}
          />
        </fieldset>
      ) : null}

      <div className="form__actions">
        <Link
          to={group ? `/admin/groups/${encodeURIComponent(group._id)}` : '/admin/groups'}
          className="btn btn--secondary"
        >
          {COMMON_TEXTS.cancel}
        </Link>
        <button type="submit" className="btn btn--primary" disabled={locked}>
          {busy ? COMMON_TEXTS.saving : creating ? T.create : T.update}
        </button>
      </div>
    </form>
  );
}
