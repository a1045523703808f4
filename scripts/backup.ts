/**
 * A consistent backup of the embedded database, made by the running server when there is one (through its
 * owner-only socket in DATA_DIR) or from DATA_DIR directly when none runs. Usage: npm run backup -- --out FILE
 * With DATABASE_URL set it only says which pg_dump command to use.
 */
import { runBackup } from '../src/server/backup/backup-commands.js';

runBackup(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error('The backup failed:', error);
    process.exit(1);
  });
