import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../components/router-link';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  ZCoordinatorCreateBody,
  ZCoordinatorUpdateBody,
  type TCoordinator,
  type TCoordinatorUpdateBody,
} from '../../../../shared/api/coordinators.js';
import type { TGroup } from '../../../../shared/api/groups.js';
import { GROUP_MESSAGES } from '../../groups';
import { Alert } from '../../../components/alert';
import { SelectField } from '../../../components/form-controls';
import { FormField } from '../../../components/form-field';
import { PageHeader } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { errorMessage } from '../../../lib/api-client';
import { filled, firstProblem, textFields, useStaffForm } from '../../../lib/use-staff-form';
import { useCreateCoordinator } from '../api/create-coordinator';
import { useCoordinator } from '../api/get-coordinator';
import { useGroups } from '../../../lib/group-list';
import { useUpdateCoordinator } from '../api/update-coordinator';
import { COMMON_TEXTS } from '../../../lib/app-texts';
import { STAFF_MESSAGES } from '../../../lib/staff-texts';
import { COORDINATORS_TEXTS, COORDINATOR_MESSAGES } from '../texts';

const T = COORDINATORS_TEXTS.form;

export interface CoordinatorFormFields {
  name: string;
  email: string;
  password: string;
  groupId: string;
}

/** What an update sends: the password only when one was typed (passwords are never trimmed). */
export function coordinatorUpdateBody(fields: CoordinatorFormFields): TCoordinatorUpdateBody {
  const body: TCoordinatorUpdateBody = {
    name: fields.name.trim(),
    email: fields.email.trim(),
    groupId: fields.groupId,
  };
  if (fields.password) body.password = fields.password;
  return body;
}

type CoordinatorBody = z.output<typeof ZCoordinatorUpdateBody>;

/**
 * Every field is required, except the password when editing (a blank one keeps the current password); the
 * message then says so. Then the request body's own rules.
 */
function coordinatorFormSchema(editing: boolean): z.ZodType<CoordinatorBody, CoordinatorFormFields> {
  const checked = z
    .object(textFields('name', 'email', 'password', 'groupId'))
    .refine(
      (fields) =>
        filled(fields.name) &&
        filled(fields.email) &&
        fields.groupId !== '' &&
        (editing || fields.password !== ''),
      {
        error: editing
          ? `${STAFF_MESSAGES.allFieldsRequired} ${COORDINATOR_MESSAGES.validation.coordinatorEditSuffix}`
          : STAFF_MESSAGES.allFieldsRequired,
        path: ['name'],
        abort: true,
      },
    );
  return editing
    ? checked.transform(coordinatorUpdateBody).pipe(ZCoordinatorUpdateBody)
    : checked.transform(coordinatorUpdateBody).pipe(ZCoordinatorCreateBody);
}

export function validateCoordinatorForm(fields: CoordinatorFormFields, editing: boolean): string | null {
  return firstProblem(coordinatorFormSchema(editing), fields);
}

/** /admin/coordinators/new, and /admin/coordinators/{id} for editing. */
export function CoordinatorFormPage() {
  const { id } = useParams();
  const coordinator = useCoordinator(id);
  const groups = useGroups();
  const title = id ? COORDINATORS_TEXTS.pages.editCoordinator : COORDINATORS_TEXTS.pages.newCoordinator;

  let body;
  if ((id && coordinator.isPending) || groups.isPending) {
    body = <PageLoading />;
  } else if (id && coordinator.isError) {
    body = (
      <Alert kind="error">
        {errorMessage(coordinator.error, COORDINATOR_MESSAGES.loadFailed.coordinatorData)}
      </Alert>
    );
  } else if (groups.isError) {
    body = <Alert kind="error">{errorMessage(groups.error, GROUP_MESSAGES.loadFailed.groups)}</Alert>;
  } else {
    body = (
      <CoordinatorForm
        key={id ?? 'new'}
        coordinator={id ? coordinator.data : undefined}
        groups={groups.data}
      />
    );
  }

  return (
    <>
      <PageHeader title={title} />
      {body}
    </>
  );
}

interface CoordinatorFormProps {
  coordinator: TCoordinator | undefined;
  groups: TGroup[];
}

function CoordinatorForm({ coordinator, groups }: CoordinatorFormProps) {
  const navigate = useNavigate();
  const createCoordinator = useCreateCoordinator();
  const updateCoordinator = useUpdateCoordinator();
  const editing = coordinator !== undefined;
  const busy = createCoordinator.isPending || updateCoordinator.isPending;
  const { form, error, success, saved, failed, locked, submit } = useStaffForm({
    schema: coordinatorFormSchema(editing),
    defaultValues: {
      name: coordinator?.name ?? '',
      email: coordinator?.email ?? '',
      password: '',
      groupId: coordinator?.groupId ?? '',
    },
    busy,
    afterSaved: () => void navigate('/admin/coordinators'),
  });
  const { register } = form;
  const groupId = useWatch({ control: form.control, name: 'groupId' });

  const onSubmit = submit((body) => {
    if (coordinator) {
      updateCoordinator.mutate(
        { coordinatorId: coordinator.id, body },
        { onSuccess: () => saved(COORDINATOR_MESSAGES.success.coordinatorUpdated), onError: failed },
      );
    } else {
      createCoordinator.mutate(
        { ...body, password: body.password ?? '' },
        { onSuccess: () => saved(COORDINATOR_MESSAGES.success.coordinatorCreated), onError: failed },
      );
    }
  });

  // A coordinator whose group is not in the list (should not happen) still shows it as chosen.
  const groupListed = !groupId || groups.some((group) => group._id === groupId);

  return (
    <form className="card form form-card" onSubmit={onSubmit} noValidate>
      {error ? <Alert kind="error">{error}</Alert> : null}
      {success ? <Alert kind="success">{success}</Alert> : null}
      <FormField
        id="coordinator-name"
        label={T.name}
        autoComplete="off"
        {...register('name')}
        disabled={locked}
      />
      <FormField
        id="coordinator-email"
        label={T.email}
        type="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        {...register('email')}
        disabled={locked}
      />
      <FormField
        id="coordinator-password"
        label={T.password}
        hint={editing ? T.passwordKeepHint : undefined}
        type="password"
        autoComplete="new-password"
        {...register('password')}
        disabled={locked}
      />
      <SelectField id="coordinator-group" label={T.group} {...register('groupId')} disabled={locked}>
        <option value="">{T.selectGroup}</option>
        {groups.map((group) => (
          <option key={group._id} value={group._id}>
            {T.groupOption(group.name, group.code)}
          </option>
        ))}
        {!groupListed && coordinator ? (
          <option value={coordinator.groupId}>
            {T.groupOption(coordinator.group.name, coordinator.group.code)}
          </option>
        ) : null}
      </SelectField>
      <div className="form__actions">
        <Link to="/admin/coordinators" className="btn btn--secondary">
          {COMMON_TEXTS.cancel}
        </Link>
        <button type="submit" className="btn btn--primary" disabled={locked}>
          {busy ? COMMON_TEXTS.saving : editing ? T.update : T.create}
        </button>
      </div>
    </form>
  );
}
