/** A real local HTTP server for client tests: answers from a per-test handler and records requests. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { method: string; path: string; search: string; headers: IncomingHttpHeaders; body: string };
export type Reply = {
  status?: number;
  /** JSON-encoded unless `raw` is given. */
  json?: unknown;
  raw?: string;
  contentType?: string;
  /** Milliseconds to wait before answering. */
  delay?: number;
};
export type Handler = (req: Received) => Reply | Promise<Reply>;

export type TestServer = {
  baseURL: string;
  received: Received[];
  /** Replaces the handler for the following requests. */
  handle(handler: Handler): void;
  close(): Promise<void>;
};

export const ok = (data: unknown, msg = '成功'): Reply => ({ json: { code: 10000, msg, data } });

export async function startServer(initial: Handler = () => ok(null)): Promise<TestServer> {
  let handler = initial;
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const rec: Received = {
        method: req.method ?? 'GET',
        path: url.pathname,
        search: url.search.slice(1),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(rec);
      const reply = await handler(rec);
      if (reply.delay) await new Promise((r) => setTimeout(r, reply.delay));
      if (res.destroyed || res.writableEnded) return; // the client gave up (cancel / timeout)
      const payload = reply.raw ?? JSON.stringify(reply.json ?? null);
      res.writeHead(reply.status ?? 200, {
        'content-type': reply.contentType ?? (reply.raw === undefined ? 'application/json; charset=utf-8' : 'text/html'),
      });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    received,
    handle(next) {
      handler = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
