import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { GiveWayToPeople, PeopleWaiting } from './people-waiting.js';

describe('people waiting', () => {
  it('is served at once when nobody waits, and when the last of several requests is answered', async () => {
    const people = new PeopleWaiting();
    let served = false;
    await people.served(1_000).then(() => (served = true));
    expect(served).toBe(true);

    people.enter();
    people.enter();
    served = false;
    const waiting = people.served(1_000).then(() => (served = true));
    people.leave();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(served).toBe(false);
    people.leave();
    await waiting;
    expect(served).toBe(true);
    expect(people.now).toBe(0);
  });

  it('stops waiting after the longest wait, so background work always moves on', async () => {
    const people = new PeopleWaiting();
    people.enter();
    const started = performance.now();
    await people.served(30);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    expect(people.now).toBe(1);
    // Waits that gave up are not kept while people keep coming.
    await Promise.all([people.served(5), people.served(5), people.served(5)]);
    expect(people.waiting).toBe(0);
  });

  it('never counts below zero', () => {
    const people = new PeopleWaiting();
    people.leave();
    expect(people.now).toBe(0);
  });
});

describe('a download giving way to people', () => {
  it('holds a chunk while a person is being answered and passes every chunk, in order', async () => {
    const people = new PeopleWaiting();
    const received: { chunk: string; at: number }[] = [];
    const started = performance.now();
    people.enter();
    setTimeout(() => people.leave(), 10);
    await pipeline(
      Readable.from(['first;', 'second;', 'third;'].map((text) => Buffer.from(text))),
      new GiveWayToPeople(people),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          received.push({ chunk: chunk.toString(), at: performance.now() - started });
          done();
        },
      }),
    );
    expect(received.map((part) => part.chunk).join('')).toBe('first;second;third;');
    expect(received[0]!.at).toBeGreaterThanOrEqual(9);
  });
});
