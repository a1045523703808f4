import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FORM_SAVED_REDIRECT_MS } from './timings';
import { MESSAGES } from '../../shared/messages.js';
import { errorMessage } from './api-client';
import { useDelayedAction } from './use-delayed-action';

type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

export interface SaveCallbacks {
  /** Shows the success message, then returns to `returnTo` after 1.5 s. */
  onSuccess: (message: string) => void;
  /** Shows the server's message, else the form's default failure text. */
  onError: (failure: unknown) => void;
}

interface SaveFormOptions<F> {
  initial: () => F;
  validate: (fields: F) => string | null;
  returnTo: string;
  /** Whether a save is in flight (the mutations' pending state). */
  busy: boolean;
}

/** The state every administrator form shares: fields, validation first, one message, then back to the list. */
export function useSaveForm<F extends object>({ initial, validate, returnTo, busy }: SaveFormOptions<F>) {
  const navigate = useNavigate();
  const later = useDelayedAction();
  const [fields, setFields] = useState<F>(initial);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const locked = busy || success !== null;

  const update =
    (key: TextKey<F>) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setFields((current) => ({ ...current, [key]: value }));
    };

  const submit =
    (save: (fields: F, callbacks: SaveCallbacks) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (locked) return;
      setError(null);
      const problem = validate(fields);
      if (problem) {
        setError(problem);
        return;
      }
      save(fields, {
        onSuccess: (message) => {
          setSuccess(message);
          later(() => void navigate(returnTo), FORM_SAVED_REDIRECT_MS);
        },
        onError: (failure) => setError(errorMessage(failure, MESSAGES.saveFailed)),
      });
    };

  return { fields, setFields, update, error, success, locked, submit };
}
