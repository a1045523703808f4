import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../components/router-link';
import { z } from 'zod';
import {
  SELLER_SIGN_IN_MODES,
  ZGroupCreateBody,
  ZGroupUpdateBody,
  type TGroup,
  type TGroupCreateBody,
  type TGroupUpdateBody,
} from '../../../../shared/api/groups.js';
import { CAMPAIGN_API_MESSAGES } from '../../../../shared/texts/campaigns.js';
import { Alert } from '../../../components/alert';
import { CheckboxField, TextAreaField } from '../../../components/form-controls';
import { FormField } from '../../../components/form-field';
import { EditFormFrame } from '../../../components/edit-form-frame';
import {
  filled,
  firstProblem,
  numberText,
  optionalNumber,
  textFields,
  useStaffForm,
} from '../../../lib/use-staff-form';
import { CampaignDatesRow } from '../../campaigns';
import { CampaignGoalField } from '../../campaigns';
import { addMonths, todayLocal } from '../../../lib/calendar-date';
import { useCreateGroup } from '../api/create-group';
import { useGroup } from '../api/get-group';
import { useUpdateGroup } from '../api/update-group';
import { COMMON_TEXTS } from '../../../lib/app-texts';
import { GROUP_TEXTS, GROUP_MESSAGES } from '../texts';

const T = GROUP_TEXTS.form;

export interface GroupFormFields {
  name: string;
  code: string;
  organizationName: string;
  contactInfo: string;
  profitSharePercent: string;
  taxId: string;
  receiptNote: string;
  isActive: boolean;
  sellerSignIn: TGroup['sellerSignIn'];
  /** The first campaign, asked for on create only. */
  campaignName: string;
  campaignDescription: string;
  startDate: string;
  endDate: string;
  campaignGoal: string;
}

/** A new group: active, its first campaign named "Initial Campaign" and running from today to one month later. */
export function newGroupFields(today: string = todayLocal()): GroupFormFields {
  return {
    name: '',
    code: '',
    organizationName: '',
    contactInfo: '',
    profitSharePercent: '',
    taxId: '',
    receiptNote: '',
    isActive: true,
    sellerSignIn: 'students',
    campaignName: T.initialCampaignDefaultName,
    campaignDescription: '',
    startDate: today,
    endDate: addMonths(today, 1),
    campaignGoal: '',
  };
}

function fieldsOf(group: TGroup): GroupFormFields {
  return {
    ...newGroupFields(),
    name: group.name,
    code: group.code,
    organizationName: group.organizationName,
    contactInfo: group.contactInfo,
    profitSharePercent: numberText(group.profitSharePercent),
    taxId: group.taxId,
    receiptNote: group.receiptNote,
    isActive: group.isActive,
    sellerSignIn: group.sellerSignIn,
  };
}

const groupFields = z.object({
  ...textFields(
    'name',
    'code',
    'organizationName',
    'contactInfo',
    'profitSharePercent',
    'taxId',
    'receiptNote',
  ),
  ...textFields('campaignName', 'campaignDescription', 'startDate', 'endDate', 'campaignGoal'),
  isActive: z.boolean(),
  sellerSignIn: z.enum(SELLER_SIGN_IN_MODES),
});

type GroupBody = z.output<typeof ZGroupCreateBody> | z.output<typeof ZGroupUpdateBody>;

/**
 * The rules in order: name, code and organization; then, on create, the campaign name, both dates, and an
 * end not before the start; then the request body's own rules.
 */
function groupFormSchema(creating: boolean): z.ZodType<GroupBody, GroupFormFields> {
  const groupChecked = groupFields.refine(
    (fields) => filled(fields.name) && filled(fields.code) && filled(fields.organizationName),
    { error: GROUP_MESSAGES.validation.groupRequired, path: ['name'], abort: true },
  );
  if (!creating) {
    return groupChecked
      .transform(
        ({
          name,
          organizationName,
          contactInfo,
          isActive,
          sellerSignIn,
          profitSharePercent,
          taxId,
          receiptNote,
        }): TGroupUpdateBody => ({
          name,
          organizationName,
          contactInfo,
          isActive,
          sellerSignIn,
          profitSharePercent: optionalNumber(profitSharePercent),
          // Sent as the form shows them, so emptying a field clears it.
          taxId,
          receiptNote,
        }),
      )
      .pipe(ZGroupUpdateBody);
  }
  return groupChecked
    .refine((fields) => filled(fields.campaignName), {
      error: CAMPAIGN_API_MESSAGES.campaignNameRequired,
      path: ['campaignName'],
      abort: true,
    })
    .refine((fields) => fields.startDate !== '' && fields.endDate !== '', {
      error: GROUP_MESSAGES.validation.initialCampaignDatesRequired,
      path: ['startDate'],
      abort: true,
    })
    .refine((fields) => fields.endDate >= fields.startDate, {
      error: GROUP_MESSAGES.validation.initialCampaignEndBeforeStart,
      path: ['endDate'],
      abort: true,
    })
    .transform((fields): TGroupCreateBody => ({
      name: fields.name,
      code: fields.code,
      organizationName: fields.organizationName,
      contactInfo: fields.contactInfo,
      isActive: fields.isActive,
      sellerSignIn: fields.sellerSignIn,
      profitSharePercent: optionalNumber(fields.profitSharePercent),
      taxId: fields.taxId,
      receiptNote: fields.receiptNote,
      initialCampaign: {
        name: fields.campaignName,
        description: fields.campaignDescription,
        startDate: fields.startDate,
        endDate: fields.endDate,
        isActive: true,
        goalAmount: optionalNumber(fields.campaignGoal),
      },
    }))
    .pipe(ZGroupCreateBody);
}

export function validateGroupForm(fields: GroupFormFields, creating: boolean): string | null {
  return firstProblem(groupFormSchema(creating), fields);
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
      loadFailedMessage={GROUP_MESSAGES.loadFailed.groupData}
    >
      {(record) => <GroupForm key={id ?? 'new'} group={record} />}
    </EditFormFrame>
  );
}

function GroupForm({ group }: { group: TGroup | undefined }) {
  const navigate = useNavigate();
  const createGroup = useCreateGroup();
  const updateGroup = useUpdateGroup();
  const creating = group === undefined;
  const busy = createGroup.isPending || updateGroup.isPending;
  const { form, error, success, saved, failed, locked, submit } = useStaffForm({
    schema: groupFormSchema(creating),
    defaultValues: group ? fieldsOf(group) : newGroupFields(),
    busy,
    afterSaved: () => void navigate('/admin/groups'),
  });
  const { register } = form;

  const onSubmit = submit((body) => {
    if ('code' in body) {
      createGroup.mutate(body, {
        onSuccess: () => saved(GROUP_MESSAGES.success.groupCreated),
        onError: failed,
      });
    } else if (group) {
      updateGroup.mutate(
        { groupId: group._id, body },
        { onSuccess: () => saved(GROUP_MESSAGES.success.groupUpdated), onError: failed },
      );
    }
  });

  return (
    <form className="card form form-card" onSubmit={onSubmit} noValidate>
      {error ? <Alert kind="error">{error}</Alert> : null}
      {success ? <Alert kind="success">{success}</Alert> : null}
      <FormField id="group-name" label={T.name} autoComplete="off" {...register('name')} disabled={locked} />
      <FormField
        id="group-code"
        label={T.code}
        hint={creating ? T.codeHint : undefined}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...register('code')}
        // The code is fixed once the group exists.
        disabled={!creating || locked}
      />
      <FormField
        id="group-organization"
        label={T.organizationName}
        autoComplete="organization"
        {...register('organizationName')}
        disabled={locked}
      />
      <TextAreaField
        id="group-contact"
        label={T.contactInfo}
        rows={3}
        {...register('contactInfo')}
        disabled={locked}
      />
      <FormField
        id="group-profit-share"
        label={T.profitShare}
        hint={T.profitShareHint}
        inputMode="decimal"
        autoComplete="off"
        {...register('profitSharePercent')}
        disabled={locked}
      />
      <FormField
        id="group-tax-id"
        label={T.taxId}
        hint={T.taxIdHint}
        autoComplete="off"
        spellCheck={false}
        {...register('taxId')}
        disabled={locked}
      />
      <FormField
        id="group-receipt-note"
        label={T.receiptNote}
        hint={T.receiptNoteHint}
        control={
          <textarea
            id="group-receipt-note"
            className="input textarea"
            rows={2}
            aria-describedby="group-receipt-note-hint"
            {...register('receiptNote')}
            disabled={locked}
          />
        }
      />
      <CheckboxField id="group-active" label={T.active} {...register('isActive')} disabled={locked} />
      <fieldset className="fieldset choice-list">
        <legend className="fieldset__legend">{T.sellerSignIn}</legend>
        {T.sellerSignInChoices.map(({ mode, label, description }) => (
          <label key={mode} className="choice" htmlFor={`group-seller-sign-in-${mode}`}>
            <input
              id={`group-seller-sign-in-${mode}`}
              type="radio"
              value={mode}
              aria-describedby={`group-seller-sign-in-${mode}-description`}
              {...register('sellerSignIn')}
              disabled={locked}
            />
            <span className="choice__text">
              <span className="choice__label">{label}</span>
              <span className="choice__description" id={`group-seller-sign-in-${mode}-description`}>
                {description}
              </span>
            </span>
          </label>
        ))}
      </fieldset>

      {creating ? (
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{T.initialCampaign}</legend>
          <FormField
            id="campaign-name"
            label={T.campaignName}
            autoComplete="off"
            {...register('campaignName')}
            disabled={locked}
          />
          <CampaignDatesRow start={register('startDate')} end={register('endDate')} disabled={locked} />
          <TextAreaField
            id="campaign-description"
            label={T.description}
            rows={3}
            {...register('campaignDescription')}
            disabled={locked}
          />
          <CampaignGoalField field={register('campaignGoal')} disabled={locked} />
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
