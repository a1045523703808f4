import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  label: string;
}

/** A labelled multi-line input, styled like FormField. */
export function TextAreaField({ id, label, className, ...textarea }: TextAreaFieldProps) {
  return (
    <div className="field">
      <div className="field__top">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <textarea id={id} className={`input textarea${className ? ` ${className}` : ''}`} {...textarea} />
    </div>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  children: ReactNode;
}

/** A labelled drop-down. */
export function SelectField({ id, label, className, children, ...select }: SelectFieldProps) {
  return (
    <div className="field">
      <div className="field__top">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <select id={id} className={`input select${className ? ` ${className}` : ''}`} {...select}>
        {children}
      </select>
    </div>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
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
