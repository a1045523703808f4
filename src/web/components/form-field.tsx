import type { ComponentProps, ReactNode } from 'react';

interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  /** Another control (a text area, a drop-down) in place of the input; it carries its own props. */
  control?: ReactNode;
}

/** A labelled input; the hint sits beside the label (not in it) and is tied to the input for screen readers. */
export function FormField({ id, label, hint, className, control, ...input }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <FieldTop id={id} label={label} hint={hint} />
      {control ?? (
        <input
          id={id}
          className={className ? `input ${className}` : 'input'}
          aria-describedby={hintId}
          {...input}
        />
      )}
    </div>
  );
}

/** A field's label, and its hint beside it (not in it) with the id `${id}-hint` a control points at. */
export function FieldTop({ id, label, hint }: { id: string; label: ReactNode; hint?: string }) {
  return (
    <div className="field__top">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
