/**
 * `npm run build:stale`: the production build `npm start` would make (scripts/lib/serve.ts), only
 * when the sources are newer than dist/. `npm test` builds once here; the integration page-cache
 * test, the cluster test and the e2e server then find dist/ current and serve it.
 */
import { buildIfStale } from './lib/serve';

process.exit(buildIfStale() ? 0 : 1);
