import { ensureWebBuilt } from '../../scripts/lib/build.mjs';
import { prepareDatabaseTemplate } from '../../test/support/database-template.js';

/** A current build of the web app to serve, and one migrated database every file's portal is loaded from. */
export default function setup() {
  ensureWebBuilt();
  return prepareDatabaseTemplate();
}
