/**
 * The console's one store of form state: each console form (login, approve, ship…) posts its
 * fields through {@link submitConsoleForm}; `$consoleForms` holds per-form state (busy, message,
 * field errors) that the ConsoleForm island renders. Errors are shown inline, never as toasts.
 */
import { map } from 'nanostores';
import { apiEnvelope, isApiError, type Params } from '../../client/api';

export type FormState = { busy: boolean; ok: string; error: string; fields: Record<string, string[]> };
const IDLE: FormState = { busy: false, ok: '', error: '', fields: {} };

export const $consoleForms = map<Record<string, FormState>>({});

/** Posts `body` to a console API path; on success resolves with the envelope data, else null (state holds the errors). */
export async function submitConsoleForm<T = unknown>(id: string, path: string, body: Params | FormData): Promise<T | null> {
  $consoleForms.setKey(id, { ...IDLE, busy: true });
  try {
    const answer = await apiEnvelope<T>('POST', path, { body, silent: true });
    $consoleForms.setKey(id, { ...IDLE, ok: answer.msg || '操作成功' });
    return answer.data;
  } catch (error) {
    if (isApiError(error)) {
      $consoleForms.setKey(id, { ...IDLE, error: error.msg || '操作失败', fields: error.errors ?? {} });
    } else {
      $consoleForms.setKey(id, { ...IDLE, error: '网络异常，请稍后重试' });
    }
    return null;
  }
}
