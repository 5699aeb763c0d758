/**
 * GET /metrics under `npm run start:cluster`: a scrape reaches whichever worker takes the connection,
 * so each worker's own counters would mix from one scrape to the next. The worker asks the primary
 * instead, which collects every worker's series over the cluster's IPC channel and sums them with
 * prom-client's AggregatorRegistry (counters and histograms add up; each gauge as its series says), so
 * Prometheus sees one instance. Outside a cluster, or when the primary does not answer within 2 s,
 * the process's own series.
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { metrics, metricsText } from '../../src/server/ops/metrics';

/** One worker's series, as getMetricsAsJSON gives them and AggregatorRegistry.aggregate takes them. */
type Series = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

type Message =
  | { yaocai: 'metrics-ask'; id: number }
  | { yaocai: 'metrics-collect'; id: number }
  | { yaocai: 'metrics-part'; id: number; json: Series }
  | { yaocai: 'metrics-answer'; id: number; body: string | null };

const isMessage = (m: unknown): m is Message => typeof m === 'object' && m !== null && typeof (m as { yaocai?: unknown }).yaocai === 'string';

const ASK_TIMEOUT_MS = 2_000;
const COLLECT_TIMEOUT_MS = 1_000;

const answers = new Map<number, (body: string | null) => void>();
let nextAsk = 1;

/** In a worker: hands its series to the primary when asked, and takes the primary's sums. Call once at start. */
export function joinClusterMetrics(): void {
  if (!cluster.isWorker) return;
  process.on('message', (m: unknown) => {
    if (!isMessage(m)) return;
    if (m.yaocai === 'metrics-collect') {
      void metrics()
        .registry.getMetricsAsJSON()
        .then((json) => process.send?.({ yaocai: 'metrics-part', id: m.id, json } satisfies Message));
    } else if (m.yaocai === 'metrics-answer') {
      answers.get(m.id)?.(m.body);
      answers.delete(m.id);
    }
  });
}

/** The Prometheus text for GET /metrics: the whole cluster's when this is a worker, else this process's. */
export async function clusterMetricsText(): Promise<{ body: string; contentType: string }> {
  const own = await metricsText();
  if (!cluster.isWorker || !process.send) return own;
  const id = nextAsk++;
  const body = await new Promise<string | null>((resolve) => {
    answers.set(id, resolve);
    process.send?.({ yaocai: 'metrics-ask', id } satisfies Message);
    setTimeout(() => {
      answers.delete(id);
      resolve(null);
    }, ASK_TIMEOUT_MS).unref();
  });
  return body === null ? own : { body, contentType: own.contentType };
}

/** In the primary: answers a worker's ask with the sum of every live worker's series. */
export function serveClusterMetrics(): void {
  type Round = { asker: Worker; askId: number; expected: number; parts: Series[]; timer: NodeJS.Timeout };
  const rounds = new Map<number, Round>();
  let nextRound = 1;
  const finish = async (id: number) => {
    const round = rounds.get(id);
    if (!round) return;
    rounds.delete(id);
    clearTimeout(round.timer);
    const body = round.parts.length ? await AggregatorRegistry.aggregate(round.parts).metrics() : null;
    if (round.asker.isConnected()) round.asker.send({ yaocai: 'metrics-answer', id: round.askId, body } satisfies Message);
  };
  cluster.on('message', (worker, m: unknown) => {
    if (!isMessage(m)) return;
    if (m.yaocai === 'metrics-ask') {
      const live = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w?.isConnected()));
      const id = nextRound++;
      rounds.set(id, { asker: worker, askId: m.id, expected: live.length, parts: [], timer: setTimeout(() => void finish(id), COLLECT_TIMEOUT_MS) });
      for (const w of live) w.send({ yaocai: 'metrics-collect', id } satisfies Message);
    } else if (m.yaocai === 'metrics-part') {
      const round = rounds.get(m.id);
      if (!round) return;
      round.parts.push(m.json);
      if (round.parts.length >= round.expected) void finish(m.id);
    }
  });
}
