import { useStore } from '@nanostores/react';
import { useId, useState, type ReactNode } from 'react';
import { $goodsEditor, clearFieldErrors } from '../../../stores/console/goods-editor';
import type { EditorValues } from '../../../lib/goods-editor';

/**
 * The goods editor's form state and its field builders: a labelled row per field with the server's
 * Chinese message beside it (aria-invalid / aria-describedby), text, money, checkbox and
 * checkbox-list fields. Each section of the editor draws its fields with these.
 */
export function useEditorForm(initial: EditorValues) {
  const uid = useId();
  const s = useStore($goodsEditor);
  const [v, setV] = useState<EditorValues>(initial);
  const set = <K extends keyof EditorValues>(key: K, value: EditorValues[K]) => {
    clearFieldErrors(key);
    // Another kind has other categories: the choice starts again.
    setV((old) => ({ ...old, [key]: value, ...(key === 'kind' && value !== old.kind ? { category_id: '' } : {}) }));
  };
  /** A yuan amount: ¥ before it, two decimals once the field is left. */
  const money = (key: 'base_price' | 'retail_price', label: string) =>
    field(
      key,
      label,
      <span className="ge-money">
        <span aria-hidden="true">¥</span>
        <input
          {...textProps(key)}
          inputMode="decimal"
          placeholder="0.00"
          onBlur={(e) => {
            const n = e.currentTarget.value.trim();
            if (/^\d+(\.\d{0,2})?$/.test(n)) set(key, (Math.round(Number(n) * 100) / 100).toFixed(2));
          }}
        />
      </span>,
    );
  const err = (key: string) => s.fields[key];
  const fid = (key: string) => `${uid}-${key}`;

  function field(key: keyof EditorValues & string, label: string, input: ReactNode, hint?: string) {
    const e = err(key);
    return (
      <div className="cf-row">
        <label htmlFor={fid(key)}>{label}</label>
        {input}
        {hint && <small className="ge-hint">{hint}</small>}
        {e && (
          <span className="cf-err" id={`${fid(key)}-err`}>
            {e.join('；')}
          </span>
        )}
      </div>
    );
  }
  const textProps = (key: keyof EditorValues & string) => ({
    id: fid(key),
    name: key,
    value: String(v[key] ?? ''),
    'aria-invalid': err(key) ? true : undefined,
    'aria-describedby': err(key) ? `${fid(key)}-err` : undefined,
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value as never),
  });
  const text = (key: keyof EditorValues & string, label: string, extra: Record<string, unknown> = {}, hint?: string) =>
    field(key, label, <input {...textProps(key)} {...extra} />, hint);
  const check = (key: keyof EditorValues & string, label: string) => (
    <div className="cf-row cf-check">
      <input id={fid(key)} type="checkbox" checked={Boolean(v[key])} onChange={(e) => set(key, e.currentTarget.checked as never)} />
      <label htmlFor={fid(key)}>{label}</label>
      {err(key) && <span className="cf-err ge-wide">{err(key)!.join('；')}</span>}
    </div>
  );
  const toggleIn = (key: 'tag_ids' | 'control_company_types' | 'control_provinces', value: never, on: boolean) => {
    clearFieldErrors(key);
    setV((old) => {
      const list = old[key] as unknown[];
      return { ...old, [key]: on ? [...list, value] : list.filter((x) => x !== value) };
    });
  };
  /** A fieldset of checkboxes that adds its values to, or removes them from, one list field. */
  const checkGroup = (
    key: 'tag_ids' | 'control_company_types' | 'control_provinces',
    legend: string,
    choices: { value: string | number; label: ReactNode }[],
    className = 'ge-checks',
  ) => (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {choices.map((c) => (
        <label key={c.value}>
          <input type="checkbox" checked={(v[key] as (string | number)[]).includes(c.value)} onChange={(e) => toggleIn(key, c.value as never, e.currentTarget.checked)} /> {c.label}
        </label>
      ))}
      {err(key) && <span className="cf-err">{err(key)!.join('；')}</span>}
    </fieldset>
  );

  return { uid, s, v, setV, set, err, field, textProps, text, money, check, checkGroup };
}

export type EditorForm = ReturnType<typeof useEditorForm>;
