import type { Navigation } from './catalogue';

/** Real page navigation; harmless no-ops where there is no `location` (server rendering). */
export const browserNavigation: Navigation = {
  navigate(url) {
    globalThis.location?.assign(url);
  },
  reload() {
    globalThis.location?.reload();
  },
  currentPath() {
    const loc = globalThis.location;
    return loc ? `${loc.pathname}${loc.search}` : '/';
  },
};
