import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_BASE } from '../shared/api/paths.js';
import { SHARE_PAGE_BASE } from '../shared/api/share-link-paths.js';
import { LEADERBOARD_PAGE_BASE, TEAM_PAGE_BASE } from '../shared/api/team-paths.js';
import { DEMO_STORE_BASE } from '../shared/api/store.js';
import { DONATION_RECEIPT_BASE } from '../shared/api/donation-paths.js';
import { MAIL_PAGE_BASE } from '../shared/api/mail-paths.js';
import { attributionRoutes } from './attribution/routes.js';
import { prepareAdminSetupCode } from './auth/admin-setup-code.js';
import { authRoutes } from './auth/routes.js';
import { startBackupSocket } from './backup/backup-socket.js';
import { createTokenService } from './lib/tokens.js';
import { campaignRoutes } from './campaigns/routes.js';
import { databaseTargetOf, type Config } from './config.js';
import { reportRoutes } from './reports/routes.js';
import { useReportTimeZone } from './reports/queries.js';
import { createContext, type AppContext } from './context.js';
import { openDatabase, type Database } from './db/database.js';
import { fail, errorReplyFor, registerErrorHandling } from './errors.js';
import { privateLogging } from './http/log-privacy.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { countPeopleWaiting } from './http/people-first.js';
import { clientAddressKey } from './http/client-address.js';
import {
  createMemoryCounters,
  createRedisCounters,
  fastifyRateLimitStore,
} from './http/rate-limit-counters.js';
import { coordinatorRoutes } from './coordinators/routes.js';
import { familyRoutes } from './families/routes.js';
import { groupRoutes } from './groups/routes.js';
import { healthRoutes } from './health/routes.js';
import { orderRoutes } from './orders/routes.js';
import { sellerRoutes } from './sellers/routes.js';
import { sellerErasureRoutes } from './sellers/erasure-routes.js';
import { shareLinkRoutes } from './share-links/routes.js';
import { paperOrderRoutes } from './paper-orders/routes.js';
import { moneyRoutes } from './money/routes.js';
import { teamRoutes } from './teams/routes.js';
import { shareApiRoutes, sharePageRoutes } from './share-page/routes.js';
import { leaderboardPageRoutes, teamPageRoutes } from './share-page/team-routes.js';
import { statsRoutes } from './stats/routes.js';
import { donationReceiptRoutes } from './receipts/routes.js';
import { startMailJob } from './mail/mail-job.js';
import { mailPageRoutes } from './mail/page-routes.js';
import { mailRoutes } from './mail/routes.js';
import { demoStoreCatalogue } from './demo-store/catalog.js';
import { demoStoreRoutes } from './demo-store/routes.js';
import { startOrderCountFolding } from './orders/order-counts.js';
import { startPersonalDataRetention } from './orders/personal-data-retention.js';
import { startReconciliationJob } from './reconciliation/reconciliation-job.js';
import { storeRoutes } from './store/routes.js';
import { webhookRoutes } from './store/webhook-routes.js';
import { privacyRequestRoutes } from './store/privacy-request-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

interface BuildAppOptions {
  config: Config;
  /** An already open database; by default the app opens the one the configuration names. The app closes it. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /** Run the mail worker (default); tests that drive it themselves turn it off. */
  mailWorker?: boolean;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole portal as a Fastify instance without listening, so tests can drive it with `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: privateLogging(options.logger),
    // Errors are still logged by the portal's own error handler (errors.ts), whatever this says.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Forwarded-For is read only from the proxies TRUST_PROXY names; anyone else could pick their address.
    trustProxy: trustedProxies(config.trustProxy),
    ajv: { customOptions: { removeAdditional: false } },
    // The router refuses some addresses before any hook runs (over-long ids, broken percent-escapes).
    frameworkErrors: (error, _request, routerReply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      (routerReply as FastifyReply)
        .code(status)
        .header('x-content-type-options', 'nosniff')
        .send(errorReplyFor(undefined, 'INVALID_ADDRESS'));
    },
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON only; any other body type is refused with 415 rather than half-parsed.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const database = options.database ?? (await openDatabase({ target: databaseTargetOf(config) }));
  app.addHook('onClose', async () => database.close());
  await useReportTimeZone(database.db, config.portalTimezone);
  const clock = options.now ?? (() => new Date());
  const rateLimits = config.redisUrl
    ? await createRedisCounters(config.redisUrl, { logger: app.log, now: () => clock().getTime() })
    : createMemoryCounters(() => clock().getTime());
  app.addHook('onClose', () => rateLimits.close());
  const adminSetupCode = await prepareAdminSetupCode(config, database.db, app.log).catch(async (error) => {
    await app.close();
    throw error;
  });
  app.decorate(
    'ctx',
    createContext(config, database, createTokenService(config.jwtSecret), clock, rateLimits, adminSetupCode),
  );
  countPeopleWaiting(app, app.ctx.people);
  // Registered after the database's hook: onClose hooks run in reverse, so the job stops before the database.
  app.addHook('onClose', startReconciliationJob(app.ctx, { logger: app.log }));
  app.addHook('onClose', startOrderCountFolding(database, app.log));
  if (database.dataDir && database.dumpDataDir) {
    const { dataDir, dumpDataDir } = database;
    app.addHook('onClose', await startBackupSocket({ dataDir, dumpDataDir, logger: app.log }));
  }
  app.addHook('onClose', startPersonalDataRetention(app.ctx, app.log));
  if (options.mailWorker !== false) app.addHook('onClose', startMailJob(app.ctx, app.log));

  registerSecurityHeaders(app);

  await app.register(rateLimit, {
    global: false,
    store: fastifyRateLimitStore(rateLimits),
    keyGenerator: (request) => clientAddressKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      fail('RATE_LIMITED', { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Fundraising portal API', version: '1.0.0' },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE}/docs`, staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(sellerRoutes);
      await api.register(sellerErasureRoutes);
      await api.register(groupRoutes);
      await api.register(campaignRoutes);
      await api.register(coordinatorRoutes);
      await api.register(statsRoutes);
      await api.register(reportRoutes);
      await api.register(orderRoutes);
      await api.register(attributionRoutes);
      await api.register(webhookRoutes);
      await api.register(storeRoutes);
      await api.register(privacyRequestRoutes);
      await api.register(shareLinkRoutes);
      await api.register(paperOrderRoutes, { catalogue: demoStoreCatalogue(config) });
      await api.register(moneyRoutes);
      await api.register(teamRoutes);
      await api.register(shareApiRoutes);
      await api.register(mailRoutes);
      await api.register(familyRoutes);
    },
    { prefix: API_BASE },
  );
  if (config.demoStore !== 'off') await app.register(demoStoreRoutes);
  // Before the web app: its not-found handler would answer /s/…, /t/…, /g/…, /r/… and /e/… with index.html.
  await app.register(sharePageRoutes, { prefix: SHARE_PAGE_BASE });
  await app.register(teamPageRoutes, { prefix: TEAM_PAGE_BASE });
  await app.register(leaderboardPageRoutes, { prefix: LEADERBOARD_PAGE_BASE });
  await app.register(donationReceiptRoutes, { prefix: DONATION_RECEIPT_BASE });
  await app.register(mailPageRoutes, { prefix: MAIL_PAGE_BASE });

  registerWebApp(app, config.webDir);
  return app;
}

/** Fastify's `trustProxy`; a hop count is written as the function proxy-addr would make of it. */
function trustedProxies(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Serves the built web app; every unknown non-API path gets the app, which routes to /not-found itself. */
function registerWebApp(app: FastifyInstance, webDir: string) {
  const indexFile = path.join(webDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  if (hasWebApp) {
    app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url === API_BASE || url.startsWith(`${API_BASE}/`);
    // Reached only when the demo store is not served: its paths must not look like pages of the web app.
    const isDemoStore = url === DEMO_STORE_BASE || url.startsWith(`${DEMO_STORE_BASE}/`);
    if (isApi || isDemoStore || !['GET', 'HEAD'].includes(request.method) || !hasWebApp) {
      return reply
        .status(404)
        .send(errorReplyFor(request, 'ROUTE_NOT_FOUND', { method: request.method, path: url }));
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html').sendFile('index.html');
  });
}
