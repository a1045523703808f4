import type { Translation } from '../../../shared/i18n/locale.js';
import type { CAMPAIGN_STEP_TEXTS } from './campaign-step-texts';

export const CAMPAIGN_STEP_TEXTS_ES: Translation<typeof CAMPAIGN_STEP_TEXTS> = {
  title: 'Elige tu campaña',
  sellerInformation: 'Tus datos',
  groupInformation: 'Datos del grupo',
  name: 'Nombre',
  email: 'Correo electrónico',
  groupCode: 'Código del grupo',
  groupName: 'Nombre del grupo',
  organizationName: 'Organización',
  campaign: 'Campaña',
  placeholder: '-- Elige una campaña --',
  back: 'Atrás',
  submit: 'Continuar a la tienda',
  share: 'Compartir con la familia',
};
