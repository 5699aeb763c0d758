import { messagesAfter, type ChatMessageView } from './messages';

/** How often the stream looks for new rows; the CLI may write from another process. */
export const POLL_MS = 1000;
const HEARTBEAT_MS = 15_000;
/** A stream ends after this long at most; EventSource reconnects with Last-Event-ID. */
const MAX_STREAM_MS = 10 * 60_000;
/** Every this many polls the stream asks whether its login is still live (logout, suspension end it). */
const LIVE_CHECK_EVERY = 5;

const encoder = new TextEncoder();
function event(m: ChatMessageView): Uint8Array {
  return encoder.encode(`id: ${m.id}\nevent: message\ndata: ${JSON.stringify(m)}\n\n`);
}

/**
 * A text/event-stream of the store's messages after `afterId`: each new row as a `message` event with
 * its id (so a reconnect resumes exactly), a comment line as heartbeat, ended (with an `expired`
 * event) when the token expires or `stillLive` says the login behind it ended, after
 * {@link MAX_STREAM_MS}, or when the client goes away.
 */
export function chatStream(storeId: number, afterId: number, expiresAt: number, signal: AbortSignal, stillLive: () => Promise<boolean> = async () => true): Response {
  let last = afterId;
  let polls = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const started = Date.now();
  let lastBeat = started;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const stop = () => {
        clearTimeout(timer);
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      };
      signal.addEventListener('abort', stop);
      controller.enqueue(encoder.encode('retry: 2000\n\n'));
      const tick = async () => {
        if (signal.aborted) return;
        const now = Date.now();
        if (now >= expiresAt || now - started >= MAX_STREAM_MS) {
          if (now >= expiresAt) controller.enqueue(encoder.encode('event: expired\ndata: {}\n\n'));
          stop();
          return;
        }
        try {
          if (++polls % LIVE_CHECK_EVERY === 0 && !(await stillLive())) {
            controller.enqueue(encoder.encode('event: expired\ndata: {}\n\n'));
            stop();
            return;
          }
          for (const m of await messagesAfter(storeId, last)) {
            controller.enqueue(event(m));
            last = m.id;
          }
          if (now - lastBeat >= HEARTBEAT_MS) {
            controller.enqueue(encoder.encode(': ping\n\n'));
            lastBeat = now;
          }
        } catch {
          stop();
          return;
        }
        timer = setTimeout(() => void tick(), POLL_MS);
      };
      void tick();
    },
    cancel() {
      clearTimeout(timer);
    },
  });
  return new Response(body, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no', connection: 'keep-alive' },
  });
}
