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
      <div className="field__top">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {hint ? (
          <span className="field__hint" id={hintId}>
            {hint}
          </span>
        ) : null}
      </div>
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
