import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { PASSWORD_MAX_LENGTH } from '../constants.js';

/** A required piece of text, trimmed, with messages a person can act on. */
function textType(label: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`,
  });
}

export function requiredText(label: string, max = 200) {
  return textType(label)
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, { error: `${label} must be at most ${max} characters` });
}

export function optionalText(label: string, max = 500) {
  return textType(label)
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional();
}

export const emailField = requiredText('Email address', 254)
  .toLowerCase()
  .pipe(z.email({ error: MESSAGES.validation.invalidEmail }));

/** Passwords are never trimmed: every character counts. */
export function passwordField(label = 'Password', min = 1) {
  return textType(label)
    .min(1, { error: `${label} is required`, abort: true })
    .min(min, { error: `${label} must be at least ${min} characters`, abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: `${label} must be at most ${PASSWORD_MAX_LENGTH} characters` });
}

export const idField = z.string().min(1);
export const calendarDate = z.iso.date({ error: 'Use a calendar date in the form YYYY-MM-DD' });
export const isoDateTime = z.string();

export const ZFailure = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type TFailure = z.infer<typeof ZFailure>;

export function successOf<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
