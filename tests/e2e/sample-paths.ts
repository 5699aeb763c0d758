import { buildPath } from '../../src/route-match';
import type { RouteDef } from '../../src/routes';

/** Example values for route params, chosen to exist in the demo data. */
const SAMPLE: Record<string, string> = { id: '1', page: '1', name: '感冒用药', url: '1', ads: '1', ids: '1', type: 'company', url1: 'a', url2: 'b' };

/** A concrete path for a route pattern, filling required and optional params. */
export function samplePath(pattern: string): string {
  return buildPath(pattern, SAMPLE);
}

export function samplePaths(route: RouteDef): string[] {
  return [route.path, ...(route.aliases ?? [])].map(samplePath);
}
