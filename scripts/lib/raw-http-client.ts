/**
 * A lean HTTP/1.1 client for the bench, its load generator and its timed list requests: keep-alive connections
 * that each carry one request at a time, requests written as ready-made bytes and answers read only for their
 * status and length. Node's own client spent about 0.6 ms of CPU per request (agent, header objects, parser,
 * streams) on the same two cores as the server and the database; a store or a browser sends from machines of
 * its own.
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
const NOTHING = Buffer.alloc(0);

/**
 * Reads answers off a connection as their bytes arrive. It keeps only an unfinished head or chunk-size line, never
 * a body, so a 20 MB export costs no more than its bytes passing by.
 */
export class AnswerReader {
  private held: Buffer = NOTHING;
  private state: 'head' | 'body' | 'chunk-size' | 'chunk-data' | 'chunk-end' = 'head';
  private remaining = 0;
  private status = 0;
  private close = false;

  /** Reads `chunk`, calling `done` for each answer it completes. */
  read(chunk: Buffer, done: (status: number, close: boolean) => void) {
    let data = chunk;
    const line = (end: Buffer): number => {
      if (this.held.length > 0) {
        data = Buffer.concat([this.held, data]);
        this.held = NOTHING;
      }
      const at = data.indexOf(end);
      if (at < 0) this.held = data;
      return at;
    };
    const skip = () => {
      const taken = Math.min(this.remaining, data.length);
      this.remaining -= taken;
      data = data.subarray(taken);
    };
    const finish = () => {
      this.state = 'head';
      done(this.status, this.close);
    };
    while (data.length > 0) {
      switch (this.state) {
        case 'head': {
          const end = line(HEAD_END);
          if (end < 0) return;
          const head = data.toString('latin1', 0, end).toLowerCase();
          data = data.subarray(end + HEAD_END.length);
          this.status = Number(head.slice(9, 12));
          this.close = /\r\nconnection: *close/.test(head);
          const length = /\r\ncontent-length: *(\d+)/.exec(head);
          if (this.status === 204 || this.status === 304) finish();
          else if (length) {
            this.remaining = Number(length[1]);
            this.state = 'body';
            if (this.remaining === 0) finish();
          } else if (/\r\ntransfer-encoding: *chunked/.test(head)) this.state = 'chunk-size';
          // Neither: the body runs to the end of the connection, which a keep-alive load cannot use.
          else throw new Error(`answer without a length (status ${this.status})`);
          break;
        }
        case 'body':
          skip();
          if (this.remaining === 0) finish();
          break;
        case 'chunk-size': {
          const end = line(CRLF);
          if (end < 0) return;
          const size = Number.parseInt(data.toString('latin1', 0, end), 16);
          if (!Number.isFinite(size)) throw new Error('malformed chunked body');
          data = data.subarray(end + CRLF.length);
          this.remaining = size + CRLF.length;
          this.state = size === 0 ? 'chunk-end' : 'chunk-data';
          break;
        }
        case 'chunk-data':
          skip();
          if (this.remaining === 0) this.state = 'chunk-size';
          break;
        case 'chunk-end': {
          // After the last chunk: trailer lines, if any, then an empty line.
          const end = line(CRLF);
          if (end < 0) return;
          data = data.subarray(end + CRLF.length);
          if (end === 0) finish();
          break;
        }
      }
    }
  }
}

class Connection {
  private socket: net.Socket | undefined;
  private reader = new AnswerReader();
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
      this.reader = new AnswerReader();
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
    try {
      this.reader.read(chunk, (status, close) => {
        const pending = this.pending;
        this.pending = undefined;
        if (close) this.close();
        pending?.resolve(status);
      });
    } catch (error) {
      this.socket?.destroy(error as Error);
    }
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
