export { GROUP_MESSAGES, GROUP_TEXTS } from './texts';
