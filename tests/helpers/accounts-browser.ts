/**
 * Calls API endpoints the way a browser would, without a server: each call gets a real Astro
 * cookie jar and a real Astro session (backed by our session driver on the test database), and
 * the Set-Cookie answers are kept for the next call. Used by tests/integration/accounts-*.
 */
import type { APIRoute } from 'astro';
// Astro's own session and cookie classes (not exported by the package; imported by path on purpose).
import { AstroSession, PERSIST_SYMBOL } from '../../node_modules/astro/dist/core/session/runtime.js';
import { AstroCookies } from '../../node_modules/astro/dist/core/cookies/cookies.js';
import sessionDriver from '../../src/server/auth/session-driver';
import { secureSessionCookie } from '../../src/server/auth/session.server';
import { encodeParams } from '../../src/client/encode';

export const SESSION_CONFIG = { cookie: { name: 'yaocai_sid', sameSite: 'lax', secure: false, path: '/' }, driver: 'yaocai-test' };

const logger = { error: console.error, warn: console.warn, info: () => {}, debug: () => {} };

export type CallOptions = {
  method?: string;
  body?: Record<string, unknown> | FormData | string;
  json?: boolean;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  origin?: string;
  /** Aborts the request (a stream the test has read enough of). */
  signal?: AbortSignal;
  /** Answers the Response itself in `body`, unread (server-sent event streams). */
  raw?: boolean;
};

export type Answer = { status: number; body: any; headers: Headers; setCookies: string[] };

export class TestBrowser {
  readonly jar = new Map<string, string>();
  constructor(
    public ip = '10.1.0.1',
    public origin = 'http://yaocai.test',
  ) {}

  get sessionId(): string | undefined {
    return this.jar.get('yaocai_sid');
  }

  /** Runs one handler as a request of this browser and keeps its cookies. */
  async call(handler: APIRoute, path: string, options: CallOptions = {}): Promise<Answer> {
    const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
    const headers: Record<string, string> = { ...options.headers };
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      // Serialised up front, as a browser sends it (a streaming FormData body cannot be cancelled cleanly).
      const encoded = new Request('http://x/', { method: 'POST', body: options.body });
      headers['content-type'] = encoded.headers.get('content-type')!;
      body = new Uint8Array(await encoded.arrayBuffer());
      headers['content-length'] = String(body.byteLength);
    } else if (typeof options.body === 'string') body = options.body;
    else if (options.body && options.json) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    } else if (options.body) {
      body = encodeParams(options.body);
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const url = new URL(path, options.origin ?? this.origin);
    const request = new Request(url, { method, headers, body, signal: options.signal });
    const cookies = new AstroCookies(request, logger as never);
    const session = new AstroSession({
      cookies,
      config: SESSION_CONFIG as never,
      runtimeMode: 'production',
      driverFactory: sessionDriver as never,
      mockStorage: null,
      logger: logger as never,
    } as never);
    const context = {
      request,
      url,
      cookies,
      session,
      locals: {},
      params: options.params ?? {},
      clientAddress: this.ip,
      redirect: (location: string, status = 302) => new Response(null, { status, headers: { location } }),
    };
    const response = await handler(context as never);
    await (session as any)[PERSIST_SYMBOL]();
    secureSessionCookie(context as never);
    const setCookies = [...cookies.headers()];
    for (const header of setCookies) {
      const [pair] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(header)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    if (options.raw) return { status: response.status, body: response, headers: response.headers, setCookies };
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: response.status, body: parsed, headers: response.headers, setCookies };
  }
}
