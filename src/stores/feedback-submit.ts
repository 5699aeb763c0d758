/**
 * Sends the 投诉建议 form through the shared API client (credentials, timeout, form encoding).
 * Validation and rate-limit refusals come back as a message for the form itself; server errors
 * and timeouts still go to the site-wide notifier, as everywhere else.
 */
import { apiEnvelope, isApiError, isCancelled } from '../client/api';
import type { Created } from '../wire/common';

export type FeedbackResult = { ok: true; msg: string } | { ok: false; msg: string; field?: string } | { ok: false; cancelled: true };

export async function sendFeedback(form: FormData): Promise<FeedbackResult> {
  // The form's text fields as a plain object: the API client form-encodes it like every other body.
  const body = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  try {
    const answer = await apiEnvelope<Created>('POST', '/api/user/feedback', { body, silent: ['validation', 'business'] });
    return { ok: true, msg: answer.msg || '感谢您的反馈，我们会尽快处理' };
  } catch (error) {
    if (isCancelled(error)) return { ok: false, cancelled: true };
    if (isApiError(error)) return { ok: false, msg: error.msg, field: error.errors ? Object.keys(error.errors)[0] : undefined };
    return { ok: false, msg: '提交失败，请稍后再试' };
  }
}
