import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { TFamily } from '../../../../shared/api/family.js';
import { Alert } from '../../../components/alert';
import { SelectField } from '../../../components/form-controls';
import { FormField } from '../../../components/form-field';
import { errorMessage, type ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-texts';
import { addChild, editChild } from '../api/family';
import { useFamilyTexts } from '../use-family-texts';

type Field = 'firstName' | 'lastName' | 'teamId';
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'teamId'];

type Child = TFamily['children'][number];

/** What the form saved: the child's id, its first name, and whether a roster entry of the group became the child. */
export interface SavedChild {
  _id: string;
  firstName: string;
  claimedFromRoster: boolean;
}

interface ChildFormProps {
  token: string;
  teams: TFamily['teams'];
  /** The child corrected; absent to add one. */
  child?: Child;
  onSaved: (child: SavedChild) => void;
  /** Absent for the first child: then there is nothing to go back to. */
  onCancel?: () => void;
}

/**
 * A child's first name, last name (staff only) and class, to add a child or correct one; what was typed stays when
 * the server refuses it.
 */
export function ChildForm({ token, teams, child, onSaved, onCancel }: ChildFormProps) {
  const T = useFamilyTexts().children;
  const language = useLocale();
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: child?.firstName ?? '',
    lastName: child?.lastName ?? '',
    teamId: child?.team?._id ?? '',
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});

  const update = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure('');
    setFieldErrors({});
    const firstName = values.firstName.trim();
    const body = {
      firstName,
      lastName: values.lastName.trim(),
      teamId: teams.length > 0 ? values.teamId || null : null,
    };
    const saved = child
      ? editChild(token, child._id, body, language).then(() => ({ _id: child._id, claimedFromRoster: false }))
      : addChild(token, body, language);
    saved.then(
      (result) => {
        setBusy(false);
        onSaved({ ...result, firstName });
      },
      (error: ApiError) => {
        setBusy(false);
        const errors: Partial<Record<Field, string>> = {};
        for (const { field, message } of error.errors ?? []) {
          const known = FIELDS.find((name) => name === field);
          if (known && !errors[known]) errors[known] = message;
        }
        setFieldErrors(errors);
        if (Object.keys(errors).length === 0) setFailure(errorMessage(error, T.failed));
      },
    );
  };

  const invalid = (field: Field, id: string, hinted = false) =>
    fieldErrors[field]
      ? { 'aria-invalid': true, 'aria-describedby': hinted ? `${id}-hint ${id}-error` : `${id}-error` }
      : {};
  const fieldError = (field: Field, id: string) =>
    fieldErrors[field] ? (
      <p className="field__error" id={`${id}-error`}>
        {fieldErrors[field]}
      </p>
    ) : null;

  return (
    <form
      className="form family-add-child"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="family-child-form-title"
    >
      <h2 className="family-card__heading" id="family-child-form-title">
        {child ? T.editTitle(child.firstName) : T.addTitle}
      </h2>
      {failure ? <Alert kind="error">{failure}</Alert> : null}
      <div>
        <FormField
          id="family-child-first-name"
          label={T.firstName}
          autoComplete="off"
          value={values.firstName}
          onChange={update('firstName')}
          {...invalid('firstName', 'family-child-first-name')}
        />
        {fieldError('firstName', 'family-child-first-name')}
      </div>
      <div>
        <FormField
          id="family-child-last-name"
          label={T.lastName}
          hint={T.lastNameHint}
          autoComplete="off"
          value={values.lastName}
          onChange={update('lastName')}
          {...invalid('lastName', 'family-child-last-name', true)}
        />
        {fieldError('lastName', 'family-child-last-name')}
      </div>
      {teams.length > 0 ? (
        <div>
          <SelectField
            id="family-child-team"
            label={T.team}
            value={values.teamId}
            onChange={update('teamId')}
            {...invalid('teamId', 'family-child-team')}
          >
            <option value="">{T.chooseTeam}</option>
            {teams.map((team) => (
              <option key={team._id} value={team._id}>
                {team.name}
              </option>
            ))}
          </SelectField>
          {fieldError('teamId', 'family-child-team')}
        </div>
      ) : null}
      <div className="family-card__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? T.busy : child ? T.save : T.submit}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={busy}>
            {T.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
