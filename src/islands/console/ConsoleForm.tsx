import { useStore } from '@nanostores/react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { $consoleForms, submitConsoleForm } from '../../stores/console/action';
import './console-form.css';

export type Field = {
  name: string;
  label: string;
  type?: 'text' | 'password' | 'date' | 'datetime-local' | 'number' | 'select' | 'textarea' | 'checkbox' | 'checks' | 'hidden' | 'file';
  /** Checked values of a 'checks' group. */
  values?: string[];
  value?: string;
  options?: { value: string; label: string }[];
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
  /** A file field: several files at once, and the types offered. */
  multiple?: boolean;
  accept?: string;
  /** A file field: on choosing a file, post it here and fill the form's fields from the answer (the operator checks them). */
  readInto?: string;
};

type Props = {
  /** The console API path the form posts to. */
  action: string;
  fields: Field[];
  submit: string;
  /**
   * Where to go after success: 'reload' (default), 'stay' (show the server's message, e.g. a secret shown once),
   * 'done' (a queue row: the page keeps its state, the row is marked handled with the server's message) or a path.
   */
  then?: string;
  /** Inline layout for one-line forms (a queue row's buttons). */
  inline?: boolean;
  danger?: boolean;
};

/**
 * A console form: labelled fields, posted through the console store, with the server's Chinese
 * messages shown beside each field. On success it reloads the server-rendered page (or goes to `then`).
 */
export default function ConsoleForm({ action, fields, submit, then = 'reload', inline = false, danger = false }: Props) {
  const id = useId();
  const forms = useStore($consoleForms);
  const state = forms[id] ?? { busy: false, ok: '', error: '', fields: {} };
  const [done, setDone] = useState(false);
  const [read, setRead] = useState('');
  async function onFile(event: ChangeEvent<HTMLInputElement>, path: string) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const body = new FormData();
    body.set('file', file);
    setRead('正在读取…');
    const found = await submitConsoleForm<Record<string, string>>(`${id}-read`, path, body);
    if (!found) return setRead('未能读取，请手工填写');
    let filled = 0;
    for (const [name, value] of Object.entries(found)) {
      const el = input.form?.elements.namedItem(name);
      if (value && el instanceof HTMLInputElement && el.type !== 'file') {
        el.value = value;
        filled++;
      }
    }
    setRead(filled ? `已从文件读取 ${filled} 项，请核对后提交` : '文件中没有可读取的发票号码，请手工填写');
  }
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const hasFile = fields.some((f) => f.type === 'file');
    const data = new FormData(form);
    for (const f of fields) if (f.type === 'checkbox') data.set(f.name, (form.elements.namedItem(f.name) as HTMLInputElement).checked ? '1' : '0');
    const plain: Record<string, string | string[]> = {};
    for (const f of fields) {
      if (f.type === 'checks') plain[f.name] = data.getAll(f.name).map(String);
      else if (f.type !== 'file') plain[f.name] = String(data.get(f.name) ?? '');
    }
    const body = hasFile ? data : plain;
    const result = await submitConsoleForm(id, action, body);
    if (result === null && $consoleForms.get()[id]?.error) return;
    if (then === 'stay') return;
    if (then === 'done') {
      // The queue stays as it is (filters, scroll, the other rows); this row says what happened.
      form.closest('li, tr, article')?.classList.add('cf-handled');
      setDone(true);
      return;
    }
    if (then === 'reload') location.reload();
    else location.assign(then);
  }
  if (done)
    return (
      <p role="status" className="cf-msg cf-done">
        {state.ok}
      </p>
    );
  return (
    <form className={inline ? 'cf cf-inline' : 'cf'} onSubmit={onSubmit} noValidate>
      {fields.map((f) => {
        const fid = `${id}-${f.name}`;
        const errs = state.fields[f.name];
        if (f.type === 'hidden') return <input key={f.name} type="hidden" name={f.name} value={f.value ?? ''} />;
        if (f.type === 'checks') {
          return (
            <fieldset className="cf-checks" key={f.name}>
              <legend>{f.label}</legend>
              {f.options?.map((o) => (
                <label key={o.value}>
                  <input type="checkbox" name={f.name} value={o.value} defaultChecked={f.values?.includes(o.value)} /> {o.label}
                </label>
              ))}
              {errs && <span className="cf-err">{errs.join('；')}</span>}
            </fieldset>
          );
        }
        const common = { id: fid, name: f.name, 'aria-invalid': errs ? true : undefined, 'aria-describedby': errs ? `${fid}-err` : undefined };
        return (
          <div className={f.type === 'checkbox' ? 'cf-row cf-check' : 'cf-row'} key={f.name}>
            <label htmlFor={fid}>{f.label}</label>
            {f.type === 'select' ? (
              <select {...common} defaultValue={f.value}>
                {f.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : f.type === 'textarea' ? (
              <textarea {...common} defaultValue={f.value} placeholder={f.placeholder} rows={3} />
            ) : f.type === 'checkbox' ? (
              <input {...common} type="checkbox" defaultChecked={f.value === '1'} />
            ) : (
              <input
                {...common}
                type={f.type ?? 'text'}
                defaultValue={f.value}
                placeholder={f.placeholder}
                required={f.required}
                autoComplete={f.autoComplete}
                multiple={f.multiple}
                accept={f.accept}
                onChange={f.readInto ? (e) => void onFile(e, f.readInto!) : undefined}
              />
            )}
            {f.readInto && read && (
              <span className="cf-read" role="status">
                {read}
              </span>
            )}
            {errs && (
              <span className="cf-err" id={`${fid}-err`}>
                {errs.join('；')}
              </span>
            )}
          </div>
        );
      })}
      <button type="submit" className={danger ? 'cf-btn cf-danger' : 'cf-btn'} disabled={state.busy}>
        {state.busy ? '提交中…' : submit}
      </button>
      <p role="status" className={state.error ? 'cf-msg cf-msg-error' : 'cf-msg'}>
        {state.error || (then === 'stay' ? state.ok : '')}
      </p>
    </form>
  );
}
