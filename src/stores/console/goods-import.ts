/**
 * The goods import of the console: choose a file → preview (what changes, each bad row's errors)
 * → apply (all or nothing). `$goodsImport` holds the step, the preview, the outcome and the
 * phase the progress bar shows (uploading/checking/applying).
 */
import { map } from 'nanostores';
import { apiEnvelope, isApiError } from '../../client/api';

import type { ImportApplied, ImportPreview as Preview } from '../../wire/console';

export type { ImportRowPlan as RowPlan, ImportPreview as Preview } from '../../wire/console';
export type ImportState = {
  phase: 'idle' | 'checking' | 'applying' | 'done';
  file: File | null;
  preview: Preview | null;
  message: string;
  error: string;
  rowErrors: string[];
};

export const $goodsImport = map<ImportState>({ phase: 'idle', file: null, preview: null, message: '', error: '', rowErrors: [] });

function formOf(file: File): FormData {
  const form = new FormData();
  form.set('file', file);
  return form;
}

/** Uploads the chosen file for a preview; nothing is written. */
export async function previewImport(file: File): Promise<void> {
  $goodsImport.set({ phase: 'checking', file, preview: null, message: '', error: '', rowErrors: [] });
  try {
    const answer = await apiEnvelope<Preview>('POST', '/admin/api/goods/import/preview', { body: formOf(file), silent: true });
    $goodsImport.set({ ...$goodsImport.get(), phase: 'idle', preview: answer.data });
  } catch (error) {
    $goodsImport.set({ ...$goodsImport.get(), phase: 'idle', error: isApiError(error) ? error.msg : '网络异常，请稍后重试' });
  }
}

/** Applies the previewed file; the server checks it again and applies all rows or none. */
export async function applyImport(): Promise<void> {
  const { file } = $goodsImport.get();
  if (!file) return;
  $goodsImport.set({ ...$goodsImport.get(), phase: 'applying', error: '', rowErrors: [] });
  try {
    const answer = await apiEnvelope<ImportApplied>('POST', '/admin/api/goods/import/apply', { body: formOf(file), silent: true });
    $goodsImport.set({ ...$goodsImport.get(), phase: 'done', message: answer.msg, preview: null, file: null });
  } catch (error) {
    const rowErrors = isApiError(error) && error.errors ? Object.values(error.errors).flat() : [];
    $goodsImport.set({ ...$goodsImport.get(), phase: 'idle', error: isApiError(error) ? error.msg : '网络异常，请稍后重试', rowErrors });
  }
}
