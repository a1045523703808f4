import type { Translation } from '../i18n/locale.js';
import type { FAMILY_API_MESSAGES, FAMILY_TEXTS } from './families.js';

export const FAMILY_TEXTS_ES: Translation<typeof FAMILY_TEXTS> = {
  signInLinkSent:
    'Si esta dirección puede entrar en el grupo, le llegará un enlace para entrar. Funciona una vez, durante 30 minutos.',
  signInMail: {
    subject: (groupName) => `Su enlace para entrar en ${groupName}`,
    greeting: 'Hola:',
    request: (groupName) =>
      `Alguien pidió entrar en la recaudación de ${groupName} como madre, padre o tutor con esta dirección.`,
    action: 'Para entrar, abra este enlace. Funciona una vez, durante 30 minutos:',
    ignore: 'Si no fue usted, ignore este correo: nadie puede entrar sin el enlace.',
  },
  invitationSent:
    'Si esta dirección se puede invitar, le llegará una invitación para entrar. Su enlace funciona una vez, durante 3 días.',
  invitationMail: {
    subject: (groupName) => `Le invitan a la página de su familia en ${groupName}`,
    greeting: 'Hola:',
    invitation: (groupName) =>
      `Una madre, un padre o un tutor de su familia invitó a esta dirección a ver la recaudación de sus niños en ${groupName}.`,
    action: 'Para entrar, abra este enlace. Funciona una vez, durante 3 días:',
    ignore: 'Si no sabe nada de esto, ignore este correo: nadie puede entrar sin el enlace.',
  },
  notice: (facts) =>
    [
      `Aviso a las familias de ${facts.groupName}`,
      `${facts.groupName} usa este portal para su recaudación. Antes de añadir a un niño o una niña, lea qué se guarda y quién lo ve.`,
      'Sobre cada niño o niña: el nombre, el apellido (que solo ve el personal del grupo) y la clase. Los compradores, la tienda y el público solo ven el nombre y la inicial del apellido.',
      'Sobre usted: esta dirección de correo, el idioma que eligió, cuándo y en qué dispositivos entró, y esta aceptación.',
      `Quién lo ve: el personal del grupo (sus coordinadores y los administradores del portal). Los pedidos se pagan en ${facts.storeHost ?? 'la tienda de demostración del portal'}; los correos se envían a través de ${facts.mailHost ?? 'la bandeja de salida del propio portal'}.`,
      `Cuánto tiempo: ${facts.retentionDays === undefined ? 'mientras el grupo conserve sus registros' : `hasta ${facts.retentionDays} días después del final de la última campaña del grupo`}.`,
      'Cómo retirarse: quite a un niño o una niña, o a toda la familia, en la página de la familia en cualquier momento. Su nombre se borra entonces de los registros del grupo; los totales se mantienen.',
      'Al aceptar, declara que es la madre, el padre o el tutor de los niños que añada.',
    ].join('\n\n'),
};

export const FAMILY_API_MESSAGES_ES: Translation<typeof FAMILY_API_MESSAGES> = {
  linkInvalid: 'Este enlace para entrar ya se usó o caducó. Pida uno nuevo.',
  sessionInvalid: 'Su sesión terminó. Pida un nuevo enlace para entrar.',
  noticeChanged: 'El aviso cambió desde que lo leyó. Lea el aviso actual y luego acéptelo.',
  consentRequired: 'Lea el aviso y acéptelo antes de añadir a un niño o una niña.',
  classNotFound: 'Elija una de las clases del grupo.',
  childNotFound: 'Ese niño o niña no es de su familia.',
  childTaken: 'Otro niño o niña del grupo ya tiene este nombre en esta clase.',
};
