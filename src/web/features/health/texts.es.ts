import type { Translation } from '../../../shared/i18n/locale.js';
import type { HEALTH_TEXTS } from './texts';

export const HEALTH_TEXTS_ES: Translation<typeof HEALTH_TEXTS> = {
  connected: 'Conectado al servidor',
  disconnected: 'Sin conexión con el servidor',
  checking: 'Comprobando la conexión con el servidor',
  connectedLimitsPerInstance:
    'Conectado al servidor (Redis no responde: cada servidor cuenta por su cuenta los límites de inicio de sesión)',
};
