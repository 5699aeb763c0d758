/**
 * Actions of the self-service forms (品种求购, 意见反馈, 发票抬头): each posts through the API client
 * (which toasts the first 422 message and shows other refusals) and answers what the page needs next.
 * Form submits reject with the ApiError so the form can put each field's message beside it.
 */
import { atom } from 'nanostores';
import { apiDelete, apiEnvelope, apiGet, apiPost } from '../client/api';
import { showToast } from './notifier';
import type { Created } from '../wire/common';
import type { InvoiceTitle } from '../wire/invoices';

type Env = { navigate(url: string): void; reload(): void };
const env: Env = { navigate: (url) => globalThis.location?.assign(url), reload: () => globalThis.location?.reload() };

/** POST /api/user/buy (multipart, optional photo); on success goes to the request's page. */
export async function submitWanted(form: FormData): Promise<number> {
  const answer = await apiEnvelope<Created>('POST', '/api/user/buy', { body: form });
  showToast(answer.msg, 'success');
  env.navigate(`/pzqg/info/${answer.data.id}`);
  return answer.data.id;
}

/** POST /api/user/feedback (multipart with images); on success the page reloads to show it in the history. */
export async function submitMemberFeedback(form: FormData): Promise<void> {
  const answer = await apiEnvelope('POST', '/api/user/feedback', { body: form });
  showToast(answer.msg, 'success');
  env.reload();
}

export type { InvoiceTitle } from '../wire/invoices';
export const $invoiceTitles = atom<InvoiceTitle[]>([]);

export function hydrateInvoiceTitles(list: InvoiceTitle[]): void {
  $invoiceTitles.set(list);
}

async function reloadTitles(): Promise<void> {
  try {
    $invoiceTitles.set(await apiGet<InvoiceTitle[]>('/api/user/invoice_titles'));
  } catch {
    /* the client showed why */
  }
}

/** POST /api/user/invoice_titles. */
export async function addInvoiceTitle(values: Record<string, unknown>): Promise<void> {
  await apiPost('/api/user/invoice_titles', values);
  showToast('发票抬头已保存', 'success');
  await reloadTitles();
}

/** DELETE /api/user/invoice_titles/{id}. */
export async function removeInvoiceTitle(id: number): Promise<boolean> {
  try {
    await apiDelete(`/api/user/invoice_titles/${id}`);
    showToast('发票抬头已删除', 'success');
    await reloadTitles();
    return true;
  } catch {
    return false;
  }
}

/** POST /api/user/invoice_titles/{id}/default. */
export async function makeDefaultInvoiceTitle(id: number): Promise<boolean> {
  try {
    await apiPost(`/api/user/invoice_titles/${id}/default`);
    await reloadTitles();
    return true;
  } catch {
    return false;
  }
}
