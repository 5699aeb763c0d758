/**
 * The goods editor's server side in the browser: save (create POST / edit PUT, sent as JSON),
 * photo upload and reorder/remove. `$goodsEditor` holds what the island shows: busy, the server's
 * message, field errors (keys as the server names them: `ladder.0.price`, `tag_ids`) and the
 * uploaded photo views.
 */
import { map } from 'nanostores';
import { apiEnvelope, isApiError } from '../../client/api';
import type { Created } from '../../wire/common';
import type { GoodsPhotos } from '../../wire/console';

export type EditorState = { busy: boolean; ok: string; error: string; fields: Record<string, string[]>; photos: number[]; photoBusy: boolean; photoError: string; stamp: number };

export const $goodsEditor = map<EditorState>({ busy: false, ok: '', error: '', fields: {}, photos: [], photoBusy: false, photoError: '', stamp: 0 });

export function initPhotos(photos: number[]): void {
  $goodsEditor.setKey('photos', photos);
}

const failure = (error: unknown) => (isApiError(error) ? { msg: error.msg || '操作失败', fields: error.errors ?? {} } : { msg: '网络异常，请稍后重试', fields: {} });

/** Forgets the server's message for fields the operator has since changed (`prefix` and its sub-fields). */
export function clearFieldErrors(prefix: string): void {
  const fields = $goodsEditor.get().fields;
  const left = Object.fromEntries(Object.entries(fields).filter(([k]) => k !== prefix && !k.startsWith(`${prefix}.`)));
  if (Object.keys(left).length === Object.keys(fields).length) return;
  // Every field the server named has been changed: its summary message goes too.
  $goodsEditor.set({ ...$goodsEditor.get(), fields: left, ...(Object.keys(left).length ? {} : { error: '' }) });
}

/** Creates (id null) or saves a goods; resolves with its id, or null (the state holds the errors). */
export async function saveGoods(id: number | null, values: Record<string, unknown>): Promise<number | null> {
  $goodsEditor.set({ ...$goodsEditor.get(), busy: true, ok: '', error: '', fields: {} });
  try {
    const answer = await apiEnvelope<Created>(id ? 'PUT' : 'POST', id ? `/admin/api/goods/${id}` : '/admin/api/goods', {
      body: JSON.stringify(values),
      headers: { 'content-type': 'application/json' },
      silent: true,
    });
    $goodsEditor.set({ ...$goodsEditor.get(), busy: false, ok: answer.msg || '已保存' });
    return answer.data.id;
  } catch (error) {
    const f = failure(error);
    $goodsEditor.set({ ...$goodsEditor.get(), busy: false, error: f.msg, fields: f.fields });
    return null;
  }
}

async function photoCall(path: string, body: FormData | string): Promise<void> {
  $goodsEditor.set({ ...$goodsEditor.get(), photoBusy: true, photoError: '' });
  try {
    const headers: Record<string, string> = typeof body === 'string' ? { 'content-type': 'application/json' } : {};
    const answer = await apiEnvelope<GoodsPhotos>('POST', path, { body, headers, silent: true });
    const n = (answer.data.photos ?? answer.data.order ?? []).length;
    $goodsEditor.set({ ...$goodsEditor.get(), photoBusy: false, photos: Array.from({ length: n }, (_, i) => i + 1), stamp: Date.now() });
  } catch (error) {
    $goodsEditor.set({ ...$goodsEditor.get(), photoBusy: false, photoError: failure(error).msg });
  }
}

export function uploadPhoto(id: number, file: File): Promise<void> {
  const form = new FormData();
  form.set('file', file);
  return photoCall(`/admin/api/goods/${id}/images`, form);
}

/** `order`: current views in their new order; views left out are removed. */
export function arrangePhotos(id: number, order: number[]): Promise<void> {
  return photoCall(`/admin/api/goods/${id}/images/order`, JSON.stringify({ order }));
}
