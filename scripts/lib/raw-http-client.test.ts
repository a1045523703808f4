import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerReader, ConnectionPool, encodeRequest } from './raw-http-client.js';

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
        if (request.url === '/big') {
          response.writeHead(200, { 'content-type': 'text/csv' });
          for (let part = 0; part < 80; part++) response.write('x'.repeat(65_536));
          response.end('', done);
        } else if (request.url === '/chunked') {
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

  it('reads a 5 MB answer sent in parts, and the answer after it on the same connection', async () => {
    sockets.clear();
    const pool = new ConnectionPool(base, 1);
    expect(await pool.send(encodeRequest(base, { method: 'GET', path: '/big', headers: {} }))).toBe(200);
    expect(await pool.send(encodeRequest(base, { method: 'GET', path: '/missing', headers: {} }))).toBe(404);
    expect(sockets.size).toBe(1);
    pool.close();
  });

  it('reads answers whose bytes arrive one at a time: lengths, chunks, trailers and no body', () => {
    const answers =
      'HTTP/1.1 200 OK\r\ncontent-length: 5\r\n\r\nhello' +
      'HTTP/1.1 201 Created\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\nA\r\n0123456789\r\n0\r\n\r\n' +
      'HTTP/1.1 202 Accepted\r\ntransfer-encoding: chunked\r\n\r\n0\r\nx-trailer: 1\r\n\r\n' +
      'HTTP/1.1 204 No Content\r\n\r\n' +
      'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\ncontent-length: 0\r\n\r\n';
    const bytes = Buffer.from(answers, 'latin1');
    for (const size of [1, 7, bytes.length]) {
      const reader = new AnswerReader();
      const read: [number, boolean][] = [];
      for (let at = 0; at < bytes.length; at += size) {
        reader.read(bytes.subarray(at, at + size), (status, close) => read.push([status, close]));
      }
      expect(read).toEqual([
        [200, false],
        [201, false],
        [202, false],
        [204, false],
        [503, true],
      ]);
    }
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
