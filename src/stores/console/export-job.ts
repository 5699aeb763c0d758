/**
 * A background export's state on its page (/admin/exports/<id>): `watchExportJob` asks the server
 * every 1.5 s until the file is ready (or the export failed) and `$exportJob` holds the last answer.
 */
import { atom } from 'nanostores';
import { apiEnvelope } from '../../client/api';
import type { ExportJobView } from '../../wire/exports';

export const $exportJob = atom<ExportJobView | null>(null);

const POLL_MS = 1_500;

/** Starts polling from the server-rendered state; returns a stop function. */
export function watchExportJob(initial: ExportJobView): () => void {
  $exportJob.set(initial);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const tick = async () => {
    const now = $exportJob.get();
    if (stopped || !now || (now.status !== 'queued' && now.status !== 'running')) return;
    try {
      $exportJob.set((await apiEnvelope<ExportJobView>('GET', `/admin/api/exports/${now.id}`, { silent: true })).data);
    } catch {
      // a blip (a restart, the network): ask again on the next tick
    }
    if (!stopped) timer = setTimeout(() => void tick(), POLL_MS);
  };
  timer = setTimeout(() => void tick(), POLL_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
