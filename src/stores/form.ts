/**
 * The one form-submit helper: a small store per form with `busy` and field `errors`, and
 * `submit(run)` which clears old errors, runs the store action, and maps the API's 422 field
 * errors onto the fields (the client has already toasted the first one, as the spec wants).
 * Islands read it with `useForm` (src/islands/shared/forms/form-kit.tsx).
 */
import { atom, type ReadableAtom } from 'nanostores';
import { isApiError, isCancelled } from '../client/api';

export type Errors = Record<string, string | undefined>;
export type FormState = { busy: boolean; errors: Errors };

export type FormStore = ReadableAtom<FormState> & {
  /** Resolves with the action's result, or undefined when it failed (the client has shown why). */
  submit<T>(run: () => Promise<T>): Promise<T | undefined>;
  setErrors(next: Errors | ((current: Errors) => Errors)): void;
};

/** Turns a failed call into field messages (first message per field; `lines.0.number` → `lines`). */
export function fieldErrorsOf(error: unknown): Errors {
  if (!isApiError(error) || !error.errors) return {};
  const out: Errors = {};
  for (const [field, messages] of Object.entries(error.errors)) out[field.split('.')[0]!] = messages[0];
  return out;
}

export function createForm(): FormStore {
  const $state = atom<FormState>({ busy: false, errors: {} });
  async function submit<T>(run: () => Promise<T>): Promise<T | undefined> {
    $state.set({ busy: true, errors: {} });
    try {
      return await run();
    } catch (error) {
      if (!isCancelled(error)) $state.set({ ...$state.get(), errors: fieldErrorsOf(error) });
      return undefined;
    } finally {
      $state.set({ ...$state.get(), busy: false });
    }
  }
  function setErrors(next: Errors | ((current: Errors) => Errors)): void {
    const errors = typeof next === 'function' ? next($state.get().errors) : next;
    $state.set({ ...$state.get(), errors });
  }
  return Object.assign($state, { submit, setErrors });
}
