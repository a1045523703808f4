import { z } from 'zod';
import { LOGIN_MESSAGES } from '../texts/login.js';
import { SELLER_LOGIN_FIELD_LABELS, FIELD_MESSAGES } from '../texts/fields.js';
import { PASSWORD_MAX_LENGTH } from '../constants.js';

function textType(label: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? FIELD_MESSAGES.required(label)
        : FIELD_MESSAGES.notText(label),
  });
}

/** PostgreSQL text cannot hold U+0000; refusing it here keeps such input a 400 rather than a database error. */
function storableText(label: string) {
  return textType(label).refine((value) => !value.includes('\u0000'), {
    params: { code: 'FIELD_NOT_ALLOWED_CHARACTER' },
    error: FIELD_MESSAGES.notAllowedCharacter(label),
    abort: true,
  });
}

/** A required piece of text, trimmed, with messages a person can act on. */
export function requiredText(label: string, max = 200) {
  return storableText(label)
    .trim()
    .min(1, { error: FIELD_MESSAGES.required(label), abort: true })
    .max(max, { error: FIELD_MESSAGES.tooLong(label, max) });
}

export function optionalText(label: string, max = 500) {
  return storableText(label)
    .trim()
    .max(max, { error: FIELD_MESSAGES.tooLong(label, max) })
    .optional();
}

export const emailField = requiredText(SELLER_LOGIN_FIELD_LABELS.email, 254)
  .toLowerCase()
  .pipe(z.email({ error: LOGIN_MESSAGES.invalidEmail }));

/** Passwords are never trimmed: every character counts. */
export function passwordField(label = 'Password', min = 1, tooShort = FIELD_MESSAGES.tooShort(label, min)) {
  return textType(label)
    .min(1, { error: FIELD_MESSAGES.required(label), abort: true })
    .min(min, { error: tooShort, abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: FIELD_MESSAGES.tooLong(label, PASSWORD_MAX_LENGTH) });
}

export const idField = z.string().min(1);
export const calendarDate = z.iso.date({ error: FIELD_MESSAGES.invalidDate });
export const isoDateTime = z.string();

export function successOf<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
