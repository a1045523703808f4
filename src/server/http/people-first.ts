import type { FastifyInstance } from 'fastify';
import type { PeopleWaiting } from '../lib/people-waiting.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Work nobody watches while it happens (a store's delivery, a CSV download): it does not count as a person
     * waiting, and a long one gives way to those who are.
     */
    background?: boolean;
  }
}

/** Counts every request but those of routes marked `background`, from its start until its answer has gone. */
export function countPeopleWaiting(app: FastifyInstance, people: PeopleWaiting) {
  app.addHook('onRequest', (request, reply, next) => {
    if (!request.routeOptions.config.background) {
      people.enter();
      reply.raw.once('close', () => people.leave());
    }
    next();
  });
}
