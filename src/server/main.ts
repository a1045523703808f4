import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirInUseError } from './db/database.js';

/** Readable logs for a person at a terminal in development; JSON lines everywhere else. */
function prettyLogsWanted(nodeEnv: string): boolean {
  if (nodeEnv !== 'development' || !process.stdout.isTTY) return false;
  try {
    import.meta.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const config = loadConfig();
  const logger = prettyLogsWanted(config.nodeEnv)
    ? {
        level: config.logLevel,
        transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
      }
    : { level: config.logLevel };
  const app = await buildApp({ config, logger });
  for (const warning of config.warnings) app.log.warn(warning);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const database = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  app.log.info(`Portal ready on ${config.publicUrl} (${database})`);
  app.log.info(
    config.mail.smtpUrl
      ? `E-mail is sent through SMTP_URL as ${config.mail.from}`
      : 'E-mail is kept in the Outbox (administrators read it): set SMTP_URL to send it',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('The portal could not start:', error);
  }
  process.exit(1);
});
