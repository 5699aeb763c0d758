/**
 * 申请退货 / 售后: choose lines and quantities (at most what is left to return), a reason, a
 * description and up to 5 photos; sent as multipart to POST /api/order/{id}/return. The server
 * checks the quantities again and computes the refund.
 */
import { useState } from 'react';
import { requestReturn } from '../../stores/orders';
import type { ReturnableLine } from '../../wire/orders';
import { useSubmit } from '../shared/forms/form-kit';
import './orders.css';

type Props = { orderId: number; kind: 'return' | 'after_sales'; lines: ReturnableLine[]; reasons: readonly string[] };

export default function ReturnForm({ orderId, kind, lines, reasons }: Props) {
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const { busy, errors, submit } = useSubmit();
  const label = kind === 'return' ? '退货' : '售后';

  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const photos = form.getAll('photos').filter((f): f is File => f instanceof File && f.size > 0);
    await submit(() =>
      requestReturn(orderId, {
        kind,
        reason: String(form.get('reason') ?? ''),
        description: String(form.get('description') ?? ''),
        lines: chosen,
        photos,
      }),
    );
  }

  return (
    <form className="rf" aria-label={`申请${label}`} onSubmit={onSubmit} noValidate>
      <table className="od-lines">
        <thead>
          <tr>
            <th scope="col">选择</th>
            <th scope="col">商品</th>
            <th scope="col">购买数量</th>
            <th scope="col">可申请</th>
            <th scope="col">申请数量</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`选择 ${l.name}`}
                  disabled={l.left === 0}
                  checked={(chosen[l.id] ?? 0) > 0}
                  onChange={(e) => setChosen({ ...chosen, [l.id]: e.target.checked ? l.left : 0 })}
                />
              </td>
              <td>
                {l.name}
                <br />
                <span className="muted">{l.spec}</span>
              </td>
              <td>
                {l.number}
                {l.unit}
              </td>
              <td>
                {l.left}
                {l.unit}
              </td>
              <td>
                <input
                  type="number"
                  min={0}
                  max={l.left}
                  step={1}
                  aria-label={`${l.name} 申请数量`}
                  value={chosen[l.id] ?? 0}
                  disabled={l.left === 0}
                  onChange={(e) => setChosen({ ...chosen, [l.id]: Math.max(0, Math.min(l.left, Math.trunc(Number(e.target.value) || 0))) })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {errors.lines && (
        <p className="error" role="alert">
          {errors.lines}
        </p>
      )}
      <div className="rf-grid">
        <label>
          {label}原因
          <select name="reason" required defaultValue="">
            <option value="">请选择原因</option>
            {reasons.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        {errors.reason && (
          <p className="error" role="alert">
            {errors.reason}
          </p>
        )}
        <label>
          问题描述
          <textarea name="description" maxLength={500} rows={3} placeholder="选填，500 字以内" />
        </label>
        <label>
          上传照片（最多 5 张，JPG/PNG，每张 5 MB 内）
          <input type="file" name="photos" accept="image/jpeg,image/png" multiple />
        </label>
        {errors.photos && (
          <p className="error" role="alert">
            {errors.photos}
          </p>
        )}
      </div>
      <button type="submit" className="btn" disabled={busy || !Object.values(chosen).some((n) => n > 0)}>
        {busy ? '提交中…' : `提交${label}申请`}
      </button>
    </form>
  );
}
