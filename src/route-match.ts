import { ROUTES, type RouteDef } from './routes';

export type Params = Record<string, string | undefined>;
export type RouteMatch =
  | { kind: 'page'; route: RouteDef; params: Params }
  | { kind: 'alias'; route: RouteDef; params: Params; target: string }
  | { kind: 'redirect'; route: RouteDef; params: Params; target: string };

type Compiled = { route: RouteDef; pattern: string; regex: RegExp; keys: string[]; isAlias: boolean };

/** Turns `/a/:id/:page?` into a regex; an optional param also makes its leading slash optional. */
export function compilePattern(pattern: string): { regex: RegExp; keys: string[] } {
  const keys: string[] = [];
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return '/' + segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
      keys.push(param[1]);
      return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { regex: new RegExp(`^${body || '/'}/?$`), keys };
}

const COMPILED: Compiled[] = ROUTES.flatMap((route) =>
  [route.path, ...(route.aliases ?? [])].map((pattern, i) => ({ route, pattern, ...compilePattern(pattern), isAlias: i > 0 })),
);

/** Fills `:param` placeholders of a path (dropping absent optional ones). */
export function buildPath(pattern: string, params: Params = {}): string {
  // A `?` ends the path only when it starts a query (`/a/:id?wl=1`), not when it marks an optional param (`:id?/`).
  const [pathPart, query] = pattern.split(/\?(?!\/|$)/, 2);
  const path = pathPart
    .split('/')
    .map((segment) => {
      const param = /^:(\w+)\??$/.exec(segment);
      if (!param) return segment;
      const value = params[param[1]];
      return value === undefined ? null : encodeURIComponent(value);
    })
    .filter((s) => s !== null)
    .join('/');
  const suffix = query ? `?${query}` : '';
  return (path || '/') + suffix;
}

/** Looks a request path up in the route table. */
export function matchRoute(pathname: string): RouteMatch | undefined {
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return undefined;
  }
  for (const c of COMPILED) {
    const m = c.regex.exec(decoded);
    if (!m) continue;
    const params: Params = {};
    c.keys.forEach((key, i) => {
      params[key] = m[i + 1];
    });
    if (c.route.redirect) return { kind: 'redirect', route: c.route, params, target: buildPath(c.route.redirect, params) };
    if (c.isAlias) return { kind: 'alias', route: c.route, params, target: buildPath(c.route.path, params) };
    return { kind: 'page', route: c.route, params };
  }
  return undefined;
}

export function routeByName(name: string): RouteDef | undefined {
  return ROUTES.find((r) => r.name === name);
}
