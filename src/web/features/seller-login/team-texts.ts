/**
 * The campaign step's question of the seller's class or team. Apart from texts.ts, which the seller login route's
 * first download carries: only the campaign step (a chunk of its own) shows these.
 */
export const SELLER_TEAM_TEXTS = {
  label: 'Your class / team',
  placeholder: 'Choose your class or team',
  /** The seller's class or team once known, as plain text. */
  teamIs: (team: string) => `Class / team: ${team}`,
  saving: 'Saving...',
  selectTeam: 'Please choose your class or team',
  saveFailed: 'Your class or team could not be saved. Please try again.',
} as const;
