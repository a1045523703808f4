import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type {
  TCoordinator,
  TCoordinatorCreateBody,
  TCoordinatorUpdateBody,
} from '../../shared/api/coordinators.js';
import type { TGroup } from '../../shared/api/groups.js';
import { ADMIN_TEXTS } from '../../shared/admin-texts.js';
import { FORM_SAVED_REDIRECT_MS } from '../../shared/constants.js';
import { ADMIN_MESSAGES } from '../../shared/admin-messages.js';
import { MESSAGES } from '../../shared/messages.js';
import { STAFF_TEXTS } from '../../shared/web-texts.js';
import { Alert } from '../components/alert';
import { SelectField } from '../components/form-controls';
import { FormField } from '../components/form-field';
import { PageHeader } from '../components/page-header';
import { PageLoading } from '../components/page-loading';
import { errorMessage } from '../lib/api-client';
import { useDelayedAction } from '../lib/use-delayed-action';
import { useCreateCoordinator } from './api/create-coordinator';
import { useCoordinator } from './api/get-coordinator';
import { useGroups } from './api/list-groups';
import { useUpdateCoordinator } from './api/update-coordinator';

const T = ADMIN_TEXTS.coordinatorForm;
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
  const title = id ? STAFF_TEXTS.pages.editCoordinator : STAFF_TEXTS.pages.newCoordinator;

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
  const navigate = useNavigate();
  const later = useDelayedAction();
  const createCoordinator = useCreateCoordinator();
  const updateCoordinator = useUpdateCoordinator();
  const editing = coordinator !== undefined;
  const [fields, setFields] = useState<CoordinatorFormFields>(() => ({
    name: coordinator?.name ?? '',
    email: coordinator?.email ?? '',
    password: '',
    groupId: coordinator?.groupId ?? '',
  }));
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const busy = createCoordinator.isPending || updateCoordinator.isPending;
  const locked = busy || success !== null;

  const update =
    (key: keyof CoordinatorFormFields) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setFields((current) => ({ ...current, [key]: value }));
    };

  const saved = (message: string) => {
    setSuccess(message);
    later(() => void navigate('/admin/coordinators'), FORM_SAVED_REDIRECT_MS);
  };
  const failed = (failure: unknown) => setError(errorMessage(failure, MESSAGES.saveFailed));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked) return;
    setError(null);
    const problem = validateCoordinatorForm(fields, editing);
    if (problem) {
      setError(problem);
      return;
    }
    if (coordinator) {
      updateCoordinator.mutate(
        { coordinatorId: coordinator.id, body: coordinatorUpdateBody(fields) },
        { onSuccess: () => saved(ADMIN_MESSAGES.success.coordinatorUpdated), onError: failed },
      );
    } else {
      createCoordinator.mutate(coordinatorCreateBody(fields), {
        onSuccess: () => saved(ADMIN_MESSAGES.success.coordinatorCreated),
        onError: failed,
      });
    }
  };

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
          {ADMIN_TEXTS.common.cancel}
        </Link>
        <button type="submit" className="btn btn--primary" disabled={locked}>
          {busy ? ADMIN_TEXTS.common.saving : editing ? T.update : T.create}
        </button>
      </div>
    </form>
  );
}
