import type { Translation } from '../../../shared/i18n/locale.js';
import type { LETTER_TEXTS } from './letter-texts';

/** The letter home in Spanish, for families who read it in Spanish. */
export const LETTER_TEXTS_ES: Translation<typeof LETTER_TEXTS> = {
  greeting: (team) => (team ? `Estimadas familias de ${team}:` : 'Estimadas familias:'),
  teamLabel: 'Clase',
  leaderLabel: 'Maestra o maestro',
  title: (group) => `${group}: nuestra recaudación de fondos`,
  what: (group) =>
    `${group} está recaudando fondos. Su hijo o hija comparte su propio enlace con familiares y amigos, que compran en la tienda en línea de la recaudación o hacen una donación; cada pedido cuenta para su hijo o hija, para su clase y para todo el grupo.`,
  why: 'Una madre, un padre o un tutor entra por cada niño o niña, para que su hijo o hija no dé ningún dato personal: ni correo electrónico ni apellido. Solo el personal del grupo ve el apellido que usted agregue; en todas partes aparece con su nombre y la inicial de su apellido (“Ava\u00a0S.”).',
  stepsHeading: 'Entre en cuatro pasos',
  stepOpen: (address) => `Abra ${address} o escanee el código QR.`,
  stepCode: (code) => `Escriba el código del grupo ${code} y su correo electrónico.`,
  stepLink: 'Abra el enlace que le enviamos; luego lea el aviso y acéptelo.',
  stepChild: (team) =>
    team ? `Agregue a su hijo o hija y elija la clase ${team}.` : 'Agregue a su hijo o hija.',
  qrLabel: (address) => `Código QR de ${address}`,
  scan: 'Escanee para entrar',
  schoolHeading: 'En la escuela',
  school: (code, team) =>
    team
      ? `Su hijo o hija entra con el código del grupo ${code}, su nombre y la clase ${team}. No se le pide nada más.`
      : `Su hijo o hija entra con el código del grupo ${code} y su nombre. No se le pide nada más.`,
  groupCodeLabel: 'Código del grupo',
  questions:
    '¿Preguntas? Hable con la maestra o el maestro de su hijo o hija, o con quien coordina la recaudación.',
  thanks: '¡Gracias por su apoyo!',
};
