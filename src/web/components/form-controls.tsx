import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './form-field';

const withClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  id: string;
  label: string;
}

/** A labelled multi-line input, laid out like FormField. */
export function TextAreaField({ id, label, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      control={<textarea id={id} className={withClass('input textarea', className)} {...textarea} />}
    />
  );
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  id: string;
  label: string;
  children: ReactNode;
}

/** A labelled drop-down, laid out like FormField. */
export function SelectField({ id, label, className, children, ...select }: SelectFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      control={
        <select id={id} className={withClass('input select', className)} {...select}>
          {children}
        </select>
      }
    />
  );
}

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  id: string;
  label: string;
}

/** A checkbox with its label beside it. */
export function CheckboxField({ id, label, ...input }: CheckboxFieldProps) {
  return (
    <label className="checkbox" htmlFor={id}>
      <input id={id} type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}
