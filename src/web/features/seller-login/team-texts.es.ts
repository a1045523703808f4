import type { Translation } from '../../../shared/i18n/locale.js';
import type { SELLER_TEAM_TEXTS } from './team-texts';

export const SELLER_TEAM_TEXTS_ES: Translation<typeof SELLER_TEAM_TEXTS> = {
  label: 'Tu clase / equipo',
  placeholder: 'Elige tu clase o equipo',
  teamIs: (team: string) => `Clase / equipo: ${team}`,
  saving: 'Guardando...',
  selectTeam: 'Por favor, elige tu clase o equipo',
  saveFailed: 'No se pudo guardar tu clase o equipo. Inténtalo de nuevo.',
};
