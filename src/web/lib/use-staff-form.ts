import { useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { STAFF_MESSAGES } from './staff-texts';
import { errorMessage } from './api-client';
import { FORM_SAVED_REDIRECT_MS } from './timings';
import { useDelayedAction } from './use-delayed-action';

/** Whether a text field holds more than blanks. */
export const filled = (value: string) => value.trim() !== '';

/** The plain text fields a form schema starts from, before its rules. */
export function textFields<const K extends string>(...keys: K[]) {
  return Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<K, z.ZodString>;
}

/**
 * The message of the first rule the fields break, or null. Form schemas chain their rules with
 * `abort: true`, so a broken rule stops the ones after it.
 */
export function firstProblem<Fields>(schema: z.ZodType<unknown, Fields>, fields: Fields): string | null {
  const result = schema.safeParse(fields);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** The first message among a form's errors, in the order the schema reported them. */
function firstMessage(errors: FieldErrors): string | null {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object') continue;
    if (typeof error.message === 'string' && error.message) return error.message;
    const nested = firstMessage(error as FieldErrors);
    if (nested) return nested;
  }
  return null;
}

interface StaffFormOptions<Fields extends FieldValues, Body> {
  /** Checks the fields (the first broken rule wins) and turns them into the request body. */
  schema: z.ZodType<Body, Fields>;
  defaultValues: DefaultValues<Fields>;
  /** A request is in flight, or the screen is otherwise closed to input. */
  busy: boolean;
  /** Runs a while after a save succeeded (usually: back to the list). */
  afterSaved?: () => void;
  /** How long the success message shows before `afterSaved`: 1.5 s unless told. */
  savedDelayMs?: number;
  /** Shown when a failure carries no message of the server's. */
  failureText?: string;
}

/**
 * The pattern every staff form shares: rules checked on submit only, one message at a time (the first
 * broken rule, else the server's), and after a save the success message, then `afterSaved` (1.5 s later
 * unless told otherwise).
 */
export function useStaffForm<Fields extends FieldValues, Body>({
  schema,
  defaultValues,
  busy,
  afterSaved,
  savedDelayMs = FORM_SAVED_REDIRECT_MS,
  failureText = STAFF_MESSAGES.saveFailed,
}: StaffFormOptions<Fields, Body>) {
  const later = useDelayedAction();
  const form = useForm<Fields, unknown, Body>({
    resolver: zodResolver(schema, undefined, { mode: 'sync' }),
    defaultValues,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const locked = busy || success !== null;

  const clearMessages = () => {
    setError(null);
    setSuccess(null);
  };

  const submit = (send: (body: Body) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked) return;
    setError(null);
    void form.handleSubmit(send, (errors) => setError(firstMessage(errors)))(event);
  };

  /** Shows the success message, then runs `afterSaved` once its delay has passed. */
  const saved = (message: string) => {
    setSuccess(message);
    if (afterSaved) later(afterSaved, savedDelayMs);
  };

  /** Back to the empty form: values, messages and any pending `afterSaved`. */
  const reset = () => {
    later(null);
    form.reset();
    clearMessages();
  };

  /** Shows the server's message, else the form's failure text. */
  const failed = (failure: unknown) => setError(errorMessage(failure, failureText));

  return { form, error, setError, success, saved, failed, clearMessages, reset, locked, submit };
}

/**
 * An optional number field as the API takes it: empty is null (none, or clear it), "$5,000.50" is 5000.5, and
 * anything else stays not-a-number so that the body's own rule names the problem.
 */
export function optionalNumber(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '').replaceAll(',', '').replace(/%$/, '').trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** A stored optional number as its form field's text. */
export const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
