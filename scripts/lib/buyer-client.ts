/** A tiny cookie-keeping HTTP client for one buyer session (crash and cluster tests). */
export class BuyerClient {
  cookie = '';
  constructor(public base: string) {}

  /** The same session against another instance (the cookie travels, the session lives in shared storage). */
  on(base: string): BuyerClient {
    const other = new BuyerClient(base);
    other.cookie = this.cookie;
    return other;
  }

  async call(method: 'GET' | 'POST', p: string, body?: unknown): Promise<any> {
    const res = await fetch(`${this.base}${p}`, {
      method,
      headers: { origin: this.base, cookie: this.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    const set = res.headers.getSetCookie?.() ?? [];
    for (const c of set) if (c.startsWith('yaocai_sid=')) this.cookie = c.split(';')[0]!;
    const text = await res.text();
    try {
      return JSON.parse(text);
    } catch {
      return { code: res.status, raw: text };
    }
  }
}
