import { Link, useParams } from 'react-router';
import type {
  TCoordinator,
  TCoordinatorCreateBody,
  TCoordinatorUpdateBody,
} from '../../../../shared/api/coordinators.js';
import type { TGroup } from '../../../../shared/api/groups.js';
import { ADMIN_MESSAGES } from '../../../../shared/admin-messages.js';
import { MESSAGES } from '../../../../shared/messages.js';
import { Alert } from '../../../components/alert';
import { SelectField } from '../../../components/form-controls';
import { FormField } from '../../../components/form-field';
import { PageHeader } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { errorMessage } from '../../../lib/api-client';
import { useSaveForm } from '../../../lib/use-save-form';
import { useCreateCoordinator } from '../api/create-coordinator';
import { useCoordinator } from '../api/get-coordinator';
import { useGroups } from '../../groups/api/list-groups';
import { useUpdateCoordinator } from '../api/update-coordinator';
import { COMMON_TEXTS } from '../../../lib/app-texts';
import { COORDINATORS_TEXTS } from '../texts';

const T = COORDINATORS_TEXTS.form;
const V = ADMIN_MESSAGES.validation;

export interface CoordinatorFormFields {
  name: string;
  email: string;
  password: string;
  groupId: string;
}

/**
 * Spec section 5: every field is required, except the password when editing (a blank one keeps the current
 * password); the message then says so.
 */
export function validateCoordinatorForm(fields: CoordinatorFormFields, editing: boolean): string | null {
  const missing =
    !fields.name.trim() || !fields.email.trim() || !fields.groupId || (!editing && !fields.password);
  if (!missing) return null;
  return editing
    ? `${V.coordinatorAllFieldsRequired} ${V.coordinatorEditSuffix}`
    : V.coordinatorAllFieldsRequired;
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

function coordinatorCreateBody(fields: CoordinatorFormFields): TCoordinatorCreateBody {
  return { ...coordinatorUpdateBody(fields), password: fields.password };
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
    body = <Alert kind="error">{errorMessage(coordinator.error, MESSAGES.loadFailed.coordinatorData)}</Alert>;
  } else if (groups.isError) {
    body = <Alert kind="error">{errorMessage(groups.error, MESSAGES.loadFailed.groups)}</Alert>;
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
  const createCoordinator = useCreateCoordinator();
  const updateCoordinator = useUpdateCoordinator();
  const editing = coordinator !== undefined;
  const busy = createCoordinator.isPending || updateCoordinator.isPending;
  const { fields, update, error, success, locked, submit } = useSaveForm<CoordinatorFormFields>({
    initial: () => ({
      name: coordinator?.name ?? '',
      email: coordinator?.email ?? '',
      password: '',
      groupId: coordinator?.groupId ?? '',
    }),
    validate: (current) => validateCoordinatorForm(current, editing),
    returnTo: '/admin/coordinators',
    busy,
  });

  const onSubmit = submit((current, done) => {
    if (coordinator) {
      updateCoordinator.mutate(
        { coordinatorId: coordinator.id, body: coordinatorUpdateBody(current) },
        { onSuccess: () => done.onSuccess(ADMIN_MESSAGES.success.coordinatorUpdated), onError: done.onError },
      );
    } else {
      createCoordinator.mutate(coordinatorCreateBody(current), {
        onSuccess: () => done.onSuccess(ADMIN_MESSAGES.success.coordinatorCreated),
        onError: done.onError,
      });
    }
  });

  // A coordinator whose group is not in the list (should not happen) still shows it as chosen.
  const groupListed = !fields.groupId || groups.some((group) => group._id === fields.groupId);

  return (
    <form className="card form form-card" onSubmit={onSubmit} noValidate>
      {error ? <Alert kind="error">{error}</Alert> : null}
      {success ? <Alert kind="success">{success}</Alert> : null}
      <FormField
        id="coordinator-name"
        label={T.name}
        autoComplete="off"
        value={fields.name}
        onChange={update('name')}
        disabled={locked}
      />
      <FormField
        id="coordinator-email"
        label={T.email}
        type="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        value={fields.email}
        onChange={update('email')}
        disabled={locked}
      />
      <FormField
        id="coordinator-password"
        label={T.password}
        hint={editing ? T.passwordKeepHint : undefined}
        type="password"
        autoComplete="new-password"
        value={fields.password}
        onChange={update('password')}
        disabled={locked}
      />
      <SelectField
        id="coordinator-group"
        label={T.group}
        value={fields.groupId}
        onChange={update('groupId')}
        disabled={locked}
      >
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
