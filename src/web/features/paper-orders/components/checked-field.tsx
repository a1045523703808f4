import type { ComponentProps, ReactNode } from 'react';
import { FieldTop } from '../../../components/form-field';

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface CheckedFieldProps {
  id: string;
  label: ReactNode;
  hint?: string;
  /** The field's problem, shown below it and read with it. */
  error?: string;
  className?: string;
  control: (props: ControlProps) => ReactNode;
}

/** A labelled control with its hint beside the label and its problem below, both tied to the control. */
export function CheckedField({ id, label, hint, error, className, control }: CheckedFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <FieldTop id={id} label={label} hint={hint} />
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface CheckedInputProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  fieldClassName?: string;
}

/** A text input with its label, hint and problem. */
export function CheckedInput({
  id,
  label,
  hint,
  error,
  fieldClassName,
  className,
  ...input
}: CheckedInputProps) {
  return (
    <CheckedField
      id={id}
      label={label}
      hint={hint}
      error={error}
      className={fieldClassName}
      control={(props) => (
        <input className={className ? `input ${className}` : 'input'} {...props} {...input} />
      )}
    />
  );
}

/** The reason a change needs (a void, a reopen, a correction): required, at most 500 characters. */
export function ReasonInput({
  id,
  label,
  problem,
  value,
  onChange,
}: {
  id: string;
  label: string;
  problem: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <CheckedInput
      id={id}
      label={label}
      error={problem}
      value={value}
      required
      maxLength={500}
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
