import { Transform, type TransformCallback } from 'node:stream';

/** The longest a chunk of background work waits for people's requests to finish, so that it always moves on. */
const MAX_GIVE_WAY_MS = 20;

/** How many people's requests this server is answering right now, and a way to wait until it answers none. */
export class PeopleWaiting {
  private count = 0;
  private waiters: (() => void)[] = [];

  get now() {
    return this.count;
  }

  /** Background work waiting for people to be served (for tests). */
  get waiting() {
    return this.waiters.length;
  }

  enter() {
    this.count++;
  }

  leave() {
    this.count = Math.max(0, this.count - 1);
    if (this.count > 0) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** Resolves once no person's request is being answered, or after `maxMs` at most. */
  served(maxMs = MAX_GIVE_WAY_MS): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      // A waiter that gave up is dropped, so that people who never stop coming do not pile waiters up.
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter !== wake);
        resolve();
      }, maxMs);
      this.waiters.push(wake);
    });
  }
}

/**
 * Passes a stream's chunks on, each after people's requests in flight are answered (or MAX_GIVE_WAY_MS), so that a
 * large download holds back its database and its share of the two cores while a person waits. Its backpressure
 * reaches the database: PostgreSQL stops writing the COPY once the connection's buffers are full.
 */
export class GiveWayToPeople extends Transform {
  constructor(private readonly people: PeopleWaiting) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.people.now === 0) return done(null, chunk);
    void this.people.served().then(() => done(null, chunk));
  }
}
