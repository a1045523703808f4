export { coordinatorKeys } from './api/keys';
