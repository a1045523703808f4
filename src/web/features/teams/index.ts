export { Teams } from './components/teams-page';
export { adminTeamsPath, COORDINATOR_TEAMS_PATH } from './paths';
export { TEAM_TEXTS } from './texts';
