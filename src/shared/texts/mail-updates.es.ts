import type { Translation } from '../i18n/locale.js';
import type { MAIL_API_MESSAGES, MAIL_UPDATE_TEXTS } from './mail-updates.js';

const orders = (count: number) => (count === 1 ? '1 pedido' : `${count} pedidos`);

export const MAIL_UPDATE_TEXTS_ES: Translation<typeof MAIL_UPDATE_TEXTS> = {
  consent: (firstName) =>
    `Soy madre, padre o tutor de ${firstName} y quiero recibir por correo novedades sobre las ventas de ${firstName} en esta recaudación. Puedo dejar de recibirlas en cualquier momento con un clic.`,
  familyConsent: (firstName) =>
    `Novedades por correo sobre las ventas de ${firstName} en esta recaudación, a la dirección que verifiqué al entrar en la página de la familia: activadas para cada hijo o hija que añada, hasta que las desactive allí o deje de recibirlas con un clic.`,
  form: {
    title: (firstName) => `Enviarme novedades sobre las ventas de ${firstName}`,
    intro:
      'Una madre, un padre o un tutor puede recibir un correo cuando llegan pedidos (como mucho uno por hora), cuando el grupo alcanza la mitad y el total de su meta, tres días antes del final y un resumen al terminar.',
    emailLabel: 'Correo de la madre, el padre o el tutor',
    submit: 'Enviarme novedades',
    busy: 'Enviando...',
    consentRequired: 'Marca la casilla para aceptar primero.',
    sent: (email) =>
      `Revisa ${email}: enviamos un enlace para confirmar. No se envía nada más hasta que lo abras.`,
    already: (email) => `${email} ya recibe estas novedades.`,
  },
  greeting: 'Hola:',
  signature: (groupName) => `Gracias de parte de ${groupName}`,
  footer: {
    why: (firstName, campaign) =>
      `Recibes este correo porque pediste novedades sobre las ventas de ${firstName} en ${campaign}.`,
    whyFamily: (firstName, campaign) =>
      `Recibes este correo porque las novedades sobre las ventas de ${firstName} en ${campaign} están activadas para ti en tu página de la familia, donde puedes desactivarlas.`,
    stop: 'Dejar de recibir estos correos:',
  },
  sellerTotal: (firstName, count, amount) => `${firstName} lleva ${orders(count)}, ${amount} en total.`,
  groupGoal: (raised, goal, percent) =>
    `El grupo ha recaudado ${raised} de su meta de ${goal} (${percent} %).`,
  groupRaised: (raised) => `El grupo ha recaudado ${raised}.`,
  shareLink: (firstName) => `La página de ${firstName}, para compartir con familiares y amigos:`,
  confirmation: {
    subject: (firstName) => `Confirma las novedades sobre las ventas de ${firstName}`,
    request: (firstName, campaign, groupName) =>
      `Alguien pidió que se envíen a esta dirección novedades sobre las ventas de ${firstName} en ${campaign} (${groupName}).`,
    action: 'Para confirmar, abre este enlace:',
    ignore: 'Si no fuiste tú, ignora este correo: no se enviará nada más.',
  },
  orderUpdate: {
    newOrders: (count, amount) =>
      count === 1 ? `1 pedido nuevo, ${amount}` : `${count} pedidos nuevos, ${amount}`,
    subject: (firstName, newOrders) => `Recaudación de ${firstName}: ${newOrders}`,
    lead: (firstName, newOrders) => `Buenas noticias para ${firstName}: ${newOrders}.`,
  },
  goalHalf: {
    subject: (groupName) => `${groupName} va por la mitad de su meta`,
    lead: (groupName) => `${groupName} ha recaudado la mitad de su meta. ¡Gracias por animarles!`,
  },
  goalReached: {
    subject: (groupName) => `¡${groupName} alcanzó su meta!`,
    lead: (groupName) => `${groupName} ha alcanzado su meta. ¡Gracias por tu apoyo!`,
  },
  campaignEnding: {
    subject: (campaign) => `${campaign} termina en 3 días`,
    lead: (campaign, endDate) => `${campaign} termina el ${endDate}. ¡Todavía hay tiempo para hacer pedidos!`,
  },
  campaignSummary: {
    subject: (campaign, firstName) => `${campaign} terminó: los resultados de ${firstName}`,
    lead: (campaign, endDate) => `${campaign} terminó el ${endDate}. ¡Gracias por tu apoyo!`,
    seller: (firstName, count, amount) => `${firstName} consiguió ${orders(count)}, ${amount} en total.`,
    last: 'Esta es la última novedad sobre esta recaudación.',
  },
  pages: {
    skipLink: 'Ir al contenido',
    languageSwitch: 'Idioma',
    confirm: {
      title: 'Confirmar las novedades por correo',
      question: (firstName, email) => `¿Enviar a ${email} novedades sobre las ventas de ${firstName}?`,
      button: 'Confirmar',
      doneTitle: 'Ya estás suscrito',
      done: (firstName) =>
        `Recibirás por correo novedades sobre las ventas de ${firstName}. Cada correo trae un enlace para dejar de recibirlas.`,
      invalid:
        'Este enlace de confirmación no es válido o ya venció. Vuelve a pedir las novedades desde la página del vendedor.',
    },
    unsubscribe: {
      title: 'Dejar de recibir novedades',
      question: (email) => `¿Dejar de enviar estos correos a ${email}?`,
      button: 'Cancelar suscripción',
      doneTitle: 'Suscripción cancelada',
      done: 'No se enviarán más correos de este tipo.',
      invalid: 'Este enlace no es válido. No se te enviará ningún correo por él.',
    },
    tooMany: (retryAfter) => `Demasiadas solicitudes. Vuelve a intentarlo en ${retryAfter}.`,
    failed: 'Algo salió mal. Vuelve a intentarlo en un momento.',
  },
};

export const MAIL_API_MESSAGES_ES: Pick<
  Translation<typeof MAIL_API_MESSAGES>,
  'consentRequired' | 'campaignNotFound' | 'campaignEnded'
> = {
  consentRequired: 'Marca la casilla para aceptar las novedades por correo.',
  campaignNotFound: 'Esa campaña no es de tu grupo.',
  campaignEnded: 'Esta campaña ya terminó: no hay más novedades que enviar.',
};
