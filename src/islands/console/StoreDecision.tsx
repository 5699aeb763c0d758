import { useId } from 'react';
import { useStore } from '@nanostores/react';
import './console-form.css';
import { $consoleForms, submitConsoleForm } from '../../stores/console/action';

type Props = { storeId: number; company: string; count: number; templates: string[] };

/**
 * 一键审核 (issue 25): approves or rejects every pending certificate of one store in one request; on success
 * the store's certificates leave the queue in place (no page reload). Approval without a scan is refused (422).
 */
export default function StoreDecision({ storeId, company, count, templates }: Props) {
  const id = useId();
  const state = useStore($consoleForms)[id];
  async function decide(decision: 'approve' | 'reject', form: HTMLFormElement) {
    const data = new FormData(form);
    const body = decision === 'approve' ? { decision } : { decision, template: String(data.get('template') ?? ''), reason: String(data.get('reason') ?? '') };
    const done = await submitConsoleForm(id, `/admin/api/stores/${storeId}/qualifications`, body);
    if (done !== null) for (const el of document.querySelectorAll<HTMLElement>(`[data-store="${storeId}"]`)) el.hidden = true;
  }
  return (
    <form className="cf cf-inline" aria-label={`${company} 全部待审证件`} onSubmit={(e) => e.preventDefault()}>
      <strong>
        {company}（{count} 份待审）
      </strong>
      <button type="button" className="cf-btn" disabled={state?.busy} onClick={(e) => decide('approve', e.currentTarget.form!)}>
        全部通过
      </button>
      <label>
        驳回原因
        <select name="template" defaultValue="">
          <option value="">— 选择常用原因 —</option>
          {templates.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      <label>
        补充说明
        <input name="reason" maxLength={200} />
      </label>
      <button type="button" className="cf-btn cf-danger" disabled={state?.busy} onClick={(e) => decide('reject', e.currentTarget.form!)}>
        全部驳回
      </button>
      <span role="status">{state?.error || state?.ok}</span>
    </form>
  );
}
