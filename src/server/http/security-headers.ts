import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { API_BASE } from '../../shared/api/paths.js';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Dialog primitives set scroll-lock styles at run time; no inline script is ever allowed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      formAction: ["'self'", 'https:'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers Helmet's middleware sets, collected once: with these options they never depend on the request. */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

const API_ADDRESS = new RegExp(`^${API_BASE}(?:[/?]|$)`);
/** The API's own documentation: public, the same for everybody, and large enough to be worth caching. */
const API_DOCS_ADDRESS = new RegExp(`^${API_BASE}/docs(?:[/?]|$)`);

/**
 * Whether a reply may hold personal data (orders, buyers, sellers, tokens): every API reply may, so none is kept by
 * a browser or proxy cache. A route that needs another rule sets its own Cache-Control, which replaces this one.
 * The route the router matched decides, not the address as sent: the router decodes percent-escapes, so
 * `/%61pi/admin/orders` reaches the same handler as `/api/admin/orders`. An address no route matches is judged by
 * its spelling (an unknown `/api/…` path answers the API's 404).
 */
function isPrivateReply(request: FastifyRequest): boolean {
  const address = request.is404 ? request.url : (request.routeOptions.url ?? request.url);
  return API_ADDRESS.test(address) && !API_DOCS_ADDRESS.test(address);
}

/**
 * Helmet's security headers on every reply, and `Cache-Control: no-store` on the API's. They are computed once at
 * start: building Helmet's middleware on every request (as its Fastify wrapper does) and running it cost more than
 * the rest of a cheap request's hooks.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = helmetHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (isPrivateReply(request)) reply.header('cache-control', 'no-store');
    done();
  });
}
