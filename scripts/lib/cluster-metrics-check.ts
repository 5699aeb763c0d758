/**
 * test:rolling's check of GET /metrics under start:cluster (scripts/lib/cluster-metrics.ts): 40 requests
 * through the shared port, which the cluster deals out to both workers, must all show in the request
 * counter between two scrapes, whichever workers answered the scrapes. Scraped one worker at a time,
 * the difference would be about half, or negative.
 */
const SENT = 40;

/** The sum of every sample of yaocai_http_requests_total in a scrape. */
async function requestsCounted(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('yaocai_http_requests_total{'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/** Problems found (empty when the counts add up). */
export async function clusterMetricsCheck(base: string, log: (m: string) => void): Promise<string[]> {
  const before = await requestsCounted(base);
  // /api/focus/common: a cheap, counted route (the ops paths /healthz, /readyz and /metrics are not counted).
  for (let i = 0; i < SENT; i++) await (await fetch(`${base}/api/focus/common`)).arrayBuffer();
  const counted = (await requestsCounted(base)) - before;
  log(`/metrics: ${counted} requests counted across the workers for ${SENT} sent`);
  return counted === SENT ? [] : [`/metrics counted ${counted} of ${SENT} requests sent through the cluster's port`];
}
