/**
 * Brings a backup made by `npm run backup` back into an empty DATA_DIR; the server then starts on it.
 * Usage: npm run restore -- FILE
 */
import { runRestore } from '../src/server/backup/backup-commands.js';

runRestore(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error('The restore failed:', error);
    process.exit(1);
  });
