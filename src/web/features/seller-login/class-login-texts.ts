/** A `families` group's login in class: first name and class only. Shown by a chunk of its own. */
export const CLASS_LOGIN_TEXTS = {
  intro: 'Your group signs in with your first name and your class. No e-mail needed.',
  groupCode: 'Group Code',
  change: 'Change',
  firstName: 'Your first name',
  team: 'Your class',
  chooseTeam: 'Choose your class',
  submit: 'Continue',
  busy: 'Checking...',
  fillAll: 'Please enter your first name and choose your class.',
  failed: 'Login failed. Please check your group code and try again.',
} as const;
