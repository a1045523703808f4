import { prepareDatabaseTemplate } from './database-template.js';

/** One migrated database for the whole run, copied by every test file (see database-template.ts). */
export default function setup() {
  return prepareDatabaseTemplate();
}
