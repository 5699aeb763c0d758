// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { createHash } from 'node:crypto';
import { HOLD_EARLY_TAPS, MARK_LEAVING, SCROLL_TO_TOP } from './src/layouts/inline-scripts.ts';
import { CSP_DIRECTIVES } from './src/server/http/security-headers.ts';
import { MAX_BODY_BYTES } from './src/server/http/limits.ts';

/** @param {string} text @returns {`sha256-${string}`} */
const sha256 = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

export default defineConfig({
  output: 'server',
  // Public origin (e.g. https://www.example.com) for absolute share/canonical URLs in prerendered pages.
  site: process.env.SITE_URL || undefined,
  // Every route reads its body with its own, smaller limit (src/server/http/limits.ts); this caps the rest (1 GiB by default).
  adapter: node({ mode: 'standalone', bodySizeLimit: MAX_BODY_BYTES }),
  integrations: [react()],
  // Login sessions (src/server/auth/session.ts). The driver picks its storage at run time:
  // Redis when REDIS_URL is set (instances share sessions), else the app's own database.
  // (`sessionDrivers.redis({ url })` would inline REDIS_URL at build time instead.)
  // The cookie is HttpOnly + SameSite=Lax; `Secure` is added per request over HTTPS by the middleware.
  session: {
    driver: { entrypoint: new URL('./src/server/auth/session-driver.ts', import.meta.url) },
    cookie: { name: 'yaocai_sid', sameSite: 'lax', secure: false, path: '/' },
  },
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
  security: {
    checkOrigin: true,
    // Content-Security-Policy: Astro hashes its island and server-island scripts (a header on pages
    // rendered on demand, a <meta> on prerendered ones); our one inline script is hashed here.
    // Styles may be inline (component styles, React style props). src/server/http/security-headers.ts
    csp: {
      directives: CSP_DIRECTIVES,
      scriptDirective: { hashes: [sha256(SCROLL_TO_TOP), sha256(MARK_LEAVING), sha256(HOLD_EARLY_TAPS)] },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  // Route cache for pages rendered on demand that opt in with Astro.cache.set() (news: see
  // src/components/news/news-cache.ts). In-process memory: each instance keeps its own copy. Astro's
  // memory provider, consulted for visitors only (a member must never get a visitor's render).
  cache: { provider: { name: 'memory-visitors', entrypoint: './src/server/cache/visitor-route-cache.server.ts', config: { max: 500 } } },
  vite: {
    // PGlite ships WASM and data files next to its JS; keep it (and the pg driver) out of the bundle.
    ssr: { external: ['@electric-sql/pglite', 'postgres', 'ioredis', 'sharp', 'prom-client', 'pino'] },
    optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  },
});
