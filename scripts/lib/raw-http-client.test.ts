import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectionPool, encodeRequest } from './raw-http-client.js';

describe("the load generator's HTTP client", () => {
  let server: http.Server;
  let base: URL;
  const sockets = new Set<unknown>();
  const bodies: string[] = [];
  let inFlight = 0;
  let mostInFlight = 0;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      sockets.add(request.socket);
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      const parts: Buffer[] = [];
      request.on('data', (part: Buffer) => parts.push(part));
      request.on('end', () => {
        bodies.push(Buffer.concat(parts).toString('utf8'));
        const done = () => inFlight--;
        if (request.url === '/chunked') {
          response.writeHead(201, { 'content-type': 'text/plain' });
          response.write('first part, ');
          setTimeout(() => response.end('second part', done), 5);
        } else if (request.url === '/close') {
          response.writeHead(200, { connection: 'close', 'content-length': '2' });
          response.end('ok', done);
        } else if (request.url === '/slow') {
          setTimeout(() => response.writeHead(200, { 'content-length': '0' }).end(done), 20);
        } else if (request.url === '/missing') {
          response.writeHead(404, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ success: false, message: 'Not found' }), done);
        } else {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ success: true, length: parts.length }), done);
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends a body with its length and answers each status, on one kept-alive connection', async () => {
    sockets.clear();
    const pool = new ConnectionPool(base, 1);
    const body = JSON.stringify({ name: 'Ava M.', note: 'é ü 😀' });
    const post = encodeRequest(base, {
      method: 'POST',
      path: '/',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(await pool.send(post)).toBe(200);
    expect(bodies.at(-1)).toBe(body);
    expect(await pool.send(encodeRequest(base, { method: 'GET', path: '/missing', headers: {} }))).toBe(404);
    expect(await pool.send(encodeRequest(base, { method: 'GET', path: '/chunked', headers: {} }))).toBe(201);
    expect(await pool.send(encodeRequest(base, { method: 'GET', path: '/', headers: {} }))).toBe(200);
    expect(sockets.size).toBe(1);
    pool.close();
  });

  it('opens a new connection after an answer that closes its own', async () => {
    sockets.clear();
    const pool = new ConnectionPool(base, 1);
    expect(await pool.send(encodeRequest(base, { method: 'GET', path: '/close', headers: {} }))).toBe(200);
    expect(await pool.send(encodeRequest(base, { method: 'GET', path: '/', headers: {} }))).toBe(200);
    expect(sockets.size).toBe(2);
    pool.close();
  });

  it('keeps at most its size of requests in flight and answers every one', async () => {
    sockets.clear();
    mostInFlight = 0;
    const pool = new ConnectionPool(base, 2);
    const slow = encodeRequest(base, { method: 'GET', path: '/slow', headers: {} });
    const statuses = await Promise.all(Array.from({ length: 7 }, () => pool.send(slow)));
    expect(statuses).toEqual(Array(7).fill(200));
    expect(mostInFlight).toBe(2);
    expect(sockets.size).toBe(2);
    pool.close();
  });

  it('fails a request whose connection is refused, without hanging', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = new URL(`http://127.0.0.1:${port}`);
    const pool = new ConnectionPool(nowhere, 1);
    await expect(
      pool.send(encodeRequest(nowhere, { method: 'GET', path: '/', headers: {} })),
    ).rejects.toThrow();
    pool.close();
  });
});
