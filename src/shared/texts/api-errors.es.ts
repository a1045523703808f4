import type { Translation } from '../i18n/locale.js';
import type { API_ERROR_MESSAGES } from './api-errors.js';

export const API_ERROR_MESSAGES_ES: Translation<typeof API_ERROR_MESSAGES> = {
  authenticationRequired: 'Inicia sesión para continuar',
  sessionExpired: 'Tu sesión terminó. Vuelve a iniciar sesión.',
  forbidden: 'No tienes acceso a esta página',
  notFound: 'No se encontró',
  routeNotFound: (method: string, url: string) => `Ninguna ruta de la API corresponde a ${method} ${url}`,
  invalidRequest: 'La solicitud no es válida',
  invalidAddress: 'La dirección de esta solicitud no es válida',
  invalidJson: 'El contenido de la solicitud no es JSON válido',
  unsupportedMediaType: 'Envía el contenido de la solicitud como JSON (Content-Type: application/json)',
  payloadTooLarge: (megabytes: number) =>
    `El contenido de la solicitud es demasiado grande (${megabytes} MB como máximo)`,
  tooManyRequests: (retryAfter: string) => `Demasiados intentos. Inténtalo de nuevo en ${retryAfter}.`,
  retryAfter: (amount: number, unit: 'hour' | 'minute' | 'second') =>
    `${amount} ${{ hour: 'hora', minute: 'minuto', second: 'segundo' }[unit]}${amount === 1 ? '' : 's'}`,
  internal: 'Algo salió mal de nuestro lado. Inténtalo de nuevo.',
  databaseUnavailable: 'La base de datos no responde',
};
