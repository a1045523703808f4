import type { Translation } from '../../../shared/i18n/locale.js';
import type { SHOP_MESSAGES, SHOP_TEXTS } from './texts';

export const SHOP_TEXTS_ES: Translation<typeof SHOP_TEXTS> = {
  title: 'Tienda',
  details: {
    email: 'Correo electrónico',
    sellerName: 'Nombre del estudiante',
    groupCode: 'Código del grupo',
    groupName: 'Nombre del grupo',
    organization: 'Organización',
    campaign: 'Campaña',
    dates: 'Fechas de la campaña',
  },
  shareWithFamily: 'Compartir con la familia',
  logout: { notYou: '¿No eres tú?', logOut: 'Cerrar sesión' },
  dateRangeSeparator: ' – ',
};

export const SHOP_MESSAGES_ES: Translation<typeof SHOP_MESSAGES> = {
  preparing: 'Preparando tu tienda...',
  unableToProceed: 'No se puede continuar:',
  logInAgain: 'Por favor, vuelve a iniciar sesión.',
  backToLogin: 'Volver al inicio de sesión',
  precondition: {
    groupCodeMissing: 'Falta el código del grupo',
    groupCodeInvalid: 'El código del grupo no tiene un formato válido',
    sellerNameMissing: 'Falta el nombre del estudiante',
    sellerNameInvalid: 'El nombre del estudiante no tiene un formato válido',
    campaignMissing: 'Falta la información de la campaña',
  },
  confirm: {
    title: 'Confirma los datos de tu pedido',
    cancel: 'Cancelar',
    continue: 'Confirmar e ir a la tienda',
    continueToDonate: 'Confirmar e ir a donar',
  },
  storeUrlFailed: 'No se pudo abrir la tienda. Por favor, inténtalo de nuevo.',
  demoMode:
    'La tienda está en modo de demostración: no hay una tienda real conectada, así que los pedidos se hacen en la tienda de demostración integrada.',
};
