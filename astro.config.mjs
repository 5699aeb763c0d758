// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  // Sessions arrive with the accounts issue; the node adapter's default fs driver is kept until then.
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
  security: { checkOrigin: true },
  vite: {
    // PGlite ships WASM and data files next to its JS; keep it (and the pg driver) out of the bundle.
    ssr: { external: ['@electric-sql/pglite', 'postgres', 'ioredis'] },
    optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  },
});
