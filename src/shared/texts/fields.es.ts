import type { Translation } from '../i18n/locale.js';
import type { FAMILY_CHILD_FIELD_LABELS, SELLER_LOGIN_FIELD_LABELS, FIELD_MESSAGES } from './fields.js';

// The labels carry their article, so that every message reads as a sentence: "El nombre es obligatorio".
export const FIELD_MESSAGES_ES: Translation<typeof FIELD_MESSAGES> = {
  required: (label: string) => `${label} es obligatorio`,
  notText: (label: string) => `${label} debe ser texto`,
  tooLong: (label: string, max: number) => `${label} puede tener ${max} caracteres como máximo`,
  tooShort: (label: string, min: number) => `${label} debe tener al menos ${min} caracteres`,
  notAllowedCharacter: (label: string) => `${label} tiene un carácter que no se permite`,
  invalidDate: 'Usa una fecha con el formato AAAA-MM-DD',
};

export const SELLER_LOGIN_FIELD_LABELS_ES: Translation<typeof SELLER_LOGIN_FIELD_LABELS> = {
  sellerName: 'El nombre',
  email: 'El correo electrónico',
  groupCode: 'El código del grupo',
};

export const FAMILY_CHILD_FIELD_LABELS_ES: Translation<typeof FAMILY_CHILD_FIELD_LABELS> = {
  firstName: 'El nombre',
  lastName: 'El apellido',
};
