export { Teams } from './components/teams-page';
export {
  adminTeamLettersPath,
  adminTeamsPath,
  COORDINATOR_TEAM_LETTERS_PATH,
  COORDINATOR_TEAMS_PATH,
} from './paths';
export { TEAM_TEXTS } from './texts';
