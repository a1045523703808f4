/**
 * The letter home a coordinator prints for each class of a `families` group: the letter itself goes to families,
 * in English here and in Spanish in letter-texts.es.ts; the screen around it is the staff's, in English.
 */

/** The staff's screen that prints the letters, and the Teams screen's way to it. */
export const LETTER_SCREEN_TEXTS = {
  link: 'Letters home',
  title: 'Letters home',
  documentTitle: (group: string) => `${group} — letters home`,
  intro:
    'One letter a class, to hand out in the classroom: how a parent signs in, adds their child and agrees to the notice, and how the child signs in at school. Each class prints on its own page.',
  back: 'Back to teams',
  print: 'Print',
  language: 'Language of the letters',
  team: 'Class',
  allTeams: 'All classes, one page each',
  lettersLabel: 'Letters to print',
  loadFailed: 'Failed to load the group',
  teamsFailed: 'Failed to load the classes',
  notFamilies:
    'This group’s sellers sign in with their name and e-mail. Letters home are for a group where families sign in: change “Who signs in” on the group’s page.',
  noTeamsNote:
    'The group has no classes yet: the letter asks for none. Add the classes on the Teams screen to print one letter a class.',
} as const;

/** One letter: the group, the class, why a parent signs in, the steps, the child's sign-in at school. */
export const LETTER_TEXTS = {
  greeting: (team: string | null) => (team ? `Dear families of ${team},` : 'Dear families,'),
  teamLabel: 'Class',
  leaderLabel: 'Teacher',
  title: (group: string) => `${group}: our fundraiser`,
  what: (group: string) =>
    `${group} is raising money. Your child shares their own link with family and friends, who shop from the fundraiser’s online store or give a donation; every order counts for your child, for their class and for the whole group.`,
  why: 'A parent or guardian signs in for each child, so that your child gives no personal information: no e-mail address, no last name. Only the group’s staff see the last name you add; everywhere else your child appears as their first name and last initial (“Ava\u00a0S.”).',
  stepsHeading: 'Sign in, in four steps',
  stepOpen: (address: string) => `Open ${address} or scan the QR code.`,
  stepCode: (code: string) => `Type the group code ${code} and your e-mail address.`,
  stepLink: 'Open the link we send you, then read the notice and agree to it.',
  stepChild: (team: string | null) =>
    team ? `Add your child and choose the class ${team}.` : 'Add your child.',
  qrLabel: (address: string) => `QR code of ${address}`,
  scan: 'Scan to sign in',
  schoolHeading: 'At school',
  school: (code: string, team: string | null) =>
    team
      ? `Your child signs in with the group code ${code}, their first name and the class ${team}. Nothing else is asked.`
      : `Your child signs in with the group code ${code} and their first name. Nothing else is asked.`,
  groupCodeLabel: 'Group code',
  questions: 'Questions? Ask your child’s teacher or the fundraiser’s coordinator.',
  thanks: 'Thank you for your support!',
};
