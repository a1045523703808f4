import type { Translation } from '../i18n/locale.js';
import type { TEAM_PAGE_TEXTS } from './teams.js';
import { TOO_MANY_REQUESTS_PAGE_ES } from './public-pages.es.js';

/** The public class progress page and the group leaderboard, in Spanish. */
export const TEAM_PAGE_TEXTS_ES: Translation<typeof TEAM_PAGE_TEXTS> = {
  teamTitle: (team, group) => `${team} · ${group}`,
  teamHeading: (team) => `${team}: nuestro progreso`,
  leaderboardTitle: (group) => `Clasificación de clases · ${group}`,
  leaderboardHeading: 'Clasificación de clases',
  lead: (group, campaign) => `${group} · ${campaign}`,
  groupLabel: 'Grupo',
  organizationLabel: 'Organización',
  campaignLabel: 'Recaudación',
  datesLabel: 'Fechas',
  campaignDates: (start, end) => `Del ${start} al ${end}`,
  totalsHeading: 'Nuestra clase hasta ahora',
  sales: 'Ventas',
  orders: 'Pedidos',
  participation: 'Participación',
  participationLine: (withOrders, roster) =>
    roster === 1
      ? `${withOrders} de 1 vendedor ha vendido`
      : `${withOrders} de ${roster} vendedores han vendido`,
  percent: (percent) => `${percent}%`,
  noParticipation: '—',
  goalHeading: 'La meta de todo el grupo',
  goalLine: (raised, goal) => `${raised} recaudados de ${goal}`,
  goalPercent: (percent) => `${percent}% de la meta`,
  goalNote: (group) => `Esta meta es de todo ${group}: las ventas de todas las clases cuentan para ella.`,
  sellersHeading: 'Nuestros vendedores',
  sellerOrders: (count) => (count === 1 ? '1 pedido' : `${count} pedidos`),
  noSellersYet: 'Nadie ha vendido todavía: ¡sé el primero!',
  leaderboardCaption: 'Clases y equipos por ventas',
  rank: 'Puesto',
  participationColumn: 'Partici\u00ADpación',
  team: 'Clase / equipo',
  noTeamsYet: 'Ninguna clase ha vendido todavía.',
  notFound: {
    title: 'Página no encontrada',
    heading: 'Página no encontrada',
    message: 'Esta página no existe o ya no está publicada. Revisa la dirección.',
  },
  tooMany: TOO_MANY_REQUESTS_PAGE_ES,
  failed: {
    title: 'Algo salió mal',
    heading: 'Algo salió mal',
    message: 'No pudimos mostrar esta página. Inténtalo de nuevo en un momento.',
  },
};

/** The seller's own choice of team: its refusals in Spanish. */
export const TEAM_SELLER_MESSAGES_ES = {
  teamNotFound: 'Esta clase o equipo no es del grupo',
  teamAlreadyChosen: 'Tu clase o equipo ya está elegido; pide a tu coordinador que lo cambie',
} as const;
