/**
 * A lean HTTP/1.1 client for the bench's load generator: keep-alive connections that each carry one request at a
 * time, requests written as ready-made bytes and answers read only for their status and length. Node's own
 * client spent about 0.6 ms of CPU per request (agent, header objects, parser, streams) on the same two cores
 * as the server and the database; a store or a browser sends from machines of its own.
 */
import net from 'node:net';

export interface RawRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** The request as the bytes that go on the wire. */
export function encodeRequest(base: URL, request: RawRequest): Buffer {
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  let head = `${request.method} ${request.path} HTTP/1.1\r\nhost: ${base.host}\r\nconnection: keep-alive\r\n`;
  for (const [name, value] of Object.entries(request.headers)) head += `${name}: ${value}\r\n`;
  if (body) head += `content-length: ${body.length}\r\n`;
  head += '\r\n';
  return body ? Buffer.concat([Buffer.from(head, 'latin1'), body]) : Buffer.from(head, 'latin1');
}

const HEAD_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/** Where a chunked body ends in `data` (after its last chunk's CRLF), or -1 while it is incomplete. */
function chunkedEnd(data: Buffer, from: number): number {
  let at = from;
  for (;;) {
    const lineEnd = data.indexOf(CRLF, at);
    if (lineEnd < 0) return -1;
    const size = Number.parseInt(data.toString('latin1', at, lineEnd), 16);
    if (!Number.isFinite(size)) throw new Error('malformed chunked body');
    if (size === 0) {
      // No trailers are expected: the body ends with an empty line after the last chunk.
      const end = data.indexOf(CRLF, lineEnd + 2);
      return end < 0 ? -1 : end + 2;
    }
    at = lineEnd + 2 + size + 2;
    if (at > data.length) return -1;
  }
}

/** One answer parsed from the front of `data`: its status and where it ends, or undefined while incomplete. */
function parseAnswer(data: Buffer): { status: number; end: number; close: boolean } | undefined {
  const headEnd = data.indexOf(HEAD_END);
  if (headEnd < 0) return undefined;
  const head = data.toString('latin1', 0, headEnd).toLowerCase();
  const status = Number(head.slice(9, 12));
  const close = /\r\nconnection: *close/.test(head);
  const length = /\r\ncontent-length: *(\d+)/.exec(head);
  const bodyStart = headEnd + 4;
  if (length) {
    const end = bodyStart + Number(length[1]);
    return end <= data.length ? { status, end, close } : undefined;
  }
  if (/\r\ntransfer-encoding: *chunked/.test(head)) {
    const end = chunkedEnd(data, bodyStart);
    return end < 0 ? undefined : { status, end, close };
  }
  // Neither: the body runs to the end of the connection, which a keep-alive load cannot use.
  throw new Error(`answer without a length (status ${status})`);
}

class Connection {
  private socket: net.Socket | undefined;
  private received: Buffer = Buffer.alloc(0);
  private pending: { resolve(status: number): void; reject(error: Error): void } | undefined;

  constructor(private readonly base: URL) {}

  send(bytes: Buffer): Promise<number> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.connected().write(bytes);
    });
  }

  close() {
    this.socket?.destroy();
    this.socket = undefined;
  }

  private connected(): net.Socket {
    if (this.socket) return this.socket;
    const socket = net.connect({ host: this.base.hostname, port: Number(this.base.port) });
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    const fail = (error: Error) => {
      socket.destroy();
      // A connection closed on purpose has been replaced already; its end is no one's failure.
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.received = Buffer.alloc(0);
      const pending = this.pending;
      this.pending = undefined;
      pending?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed')));
    this.socket = socket;
    return socket;
  }

  private onData(chunk: Buffer) {
    this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk]);
    let answer;
    try {
      answer = parseAnswer(this.received);
    } catch (error) {
      this.socket?.destroy(error as Error);
      return;
    }
    if (!answer) return;
    this.received = this.received.subarray(answer.end);
    const pending = this.pending;
    this.pending = undefined;
    if (answer.close) this.close();
    pending?.resolve(answer.status);
  }
}

/** Up to `size` connections to `base`; a request waits for a free one, first come first served. */
export class ConnectionPool {
  private readonly idle: Connection[] = [];
  private readonly all: Connection[] = [];
  private readonly queue: ((connection: Connection) => void)[] = [];

  constructor(
    private readonly base: URL,
    private readonly size: number,
  ) {}

  async send(bytes: Buffer): Promise<number> {
    const connection = await this.acquire();
    try {
      return await connection.send(bytes);
    } finally {
      const next = this.queue.shift();
      if (next) next(connection);
      else this.idle.push(connection);
    }
  }

  close() {
    for (const connection of this.all) connection.close();
  }

  private acquire(): Promise<Connection> {
    const idle = this.idle.pop();
    if (idle) return Promise.resolve(idle);
    if (this.all.length < this.size) {
      const connection = new Connection(this.base);
      this.all.push(connection);
      return Promise.resolve(connection);
    }
    return new Promise((resolve) => this.queue.push(resolve));
  }
}
