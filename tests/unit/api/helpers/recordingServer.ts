/**
 * A real HTTP server for the api client tests (STYLE 5: a real server, not a
 * mocked axios). It records what arrived and answers with what the test says.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** One request as the server saw it. */
export interface ReceivedRequest {
  method: string;
  /** Path without the query. */
  path: string;
  query: Record<string, string | string[]>;
  headers: IncomingMessage['headers'];
  rawBody: Buffer;
  /** The JSON body, when the request sent JSON. */
  json: unknown;
  /** The multipart fields, when the request sent form data. */
  form: FormData | undefined;
}

/** What the server answers: status, a JSON body (or raw text), a delay. */
export interface Reply {
  status?: number;
  body?: unknown;
  text?: string;
  delayMs?: number;
  /** Extra response headers. */
  headers?: Record<string, string>;
}

export interface RecordingServer {
  baseURL: string;
  received: ReceivedRequest[];
  /** Decides the answer to each request; the default is a success envelope. */
  reply: (request: ReceivedRequest) => Reply;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

function queryOf(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    out[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return out;
}

async function parse(req: IncomingMessage, rawBody: Buffer): Promise<ReceivedRequest> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const type = req.headers['content-type'] ?? '';
  const json: unknown = type.includes('application/json') && rawBody.length > 0 ? JSON.parse(rawBody.toString('utf8')) : undefined;
  // Node's fetch Response parses multipart bodies, so the test sees real fields and files.
  const form = type.startsWith('multipart/form-data')
    ? await new Response(new Uint8Array(rawBody), { headers: { 'content-type': type } }).formData()
    : undefined;
  return { method: req.method ?? '', path: url.pathname, query: queryOf(url), headers: req.headers, rawBody, json, form };
}

/** The answer when a test says none: a success envelope without data. */
const DEFAULT_REPLY: RecordingServer['reply'] = () => ({ body: { code: '200', message: 'ok', data: null } });

/**
 * The server of a test file: started before its tests, stopped after them, and before each test emptied of
 * what it received and answering with `reply` again. Its URL is set once the file's tests start.
 */
export function recordingServerPerFile(reply: RecordingServer['reply'] = DEFAULT_REPLY): RecordingServer {
  const state: RecordingServer = { baseURL: '', received: [], reply, close: () => Promise.resolve() };
  beforeAll(() => startRecordingServer(state));
  afterAll(() => state.close());
  beforeEach(() => {
    state.received.length = 0;
    state.reply = reply;
  });
  return state;
}

/** Starts a server on 127.0.0.1, port 0 (a free port); `state` is what it records into and answers from. */
export async function startRecordingServer(
  state: RecordingServer = { baseURL: '', received: [], reply: DEFAULT_REPLY, close: () => Promise.resolve() },
): Promise<RecordingServer> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const received = await parse(req, await readBody(req));
      state.received.push(received);
      const reply = state.reply(received);
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (res.destroyed) return;
      const text = reply.text ?? JSON.stringify(reply.body ?? null);
      res.writeHead(reply.status ?? 200, {
        'content-type': reply.text === undefined ? 'application/json' : 'text/html',
        ...reply.headers,
      });
      res.end(text);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.baseURL = `http://127.0.0.1:${port}`;
  state.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return state;
}
