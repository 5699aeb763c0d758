import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $clock, syncClock } from '../../stores/clock';
import { useHydrated } from '../shared/use-hydrated';

type Props = {
  /** Window of the activity and the server's time when the page was rendered, Unix seconds. */
  start: number;
  end: number;
  serverNow: number;
  /** Labels before the start and while running. */
  upcoming?: string;
  running?: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** "02:13:09" (days fold into hours). */
export function hms(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/**
 * A countdown on the server clock ($clock, spec §4): it is synced from the server's timestamp, so
 * moving the browser's clock does not change what it shows. Before the start it counts to the
 * start (活动未开始), then to the end, then reads 已结束.
 */
export default function Countdown({ start, end, serverNow, upcoming = '距开始', running = '距结束' }: Props) {
  useEffect(() => {
    syncClock(serverNow);
  }, [serverNow]);
  const hydrated = useHydrated();
  const now = useStore($clock);
  const t = hydrated ? now : serverNow * 1000;
  const startMs = start * 1000;
  const endMs = end * 1000;
  let label: string;
  let value: string;
  if (t < startMs) {
    label = upcoming;
    value = hms(startMs - t);
  } else if (t < endMs) {
    label = running;
    value = hms(endMs - t);
  } else {
    label = '已结束';
    value = '';
  }
  return (
    <span className="countdown" role="timer" aria-live="off" data-state={t < startMs ? 'upcoming' : t < endMs ? 'running' : 'ended'}>
      <span className="cd-label">{label}</span>
      {value && (
        <>
          {' '}
          <time className="cd-value">{value}</time>
        </>
      )}
    </span>
  );
}
