/**
 * 收货验收 on the phone (issue 25): per line and batch the units received and refused with a reason, and the
 * trace codes ticked off — typed, or scanned with the camera where the browser has BarcodeDetector (feature
 * detected; no library). The server checks everything again and writes it in one transaction.
 */
import { useState } from 'react';
import { submitReceiving, type ReceivingEntry } from '../../stores/orders';
import { useSubmit } from '../shared/forms/form-kit';
import { CodeScanner } from './CodeScanner';
import './orders.css';

export type ReceivingRow = {
  lineId: number;
  batchId: number | null;
  name: string;
  spec: string;
  unit: string;
  batchNo: string;
  expiryDate: string;
  shipped: number;
  codes: string[];
};
type Props = { orderId: number; rows: ReceivingRow[]; reasons: readonly string[] };

export default function ReceivingForm({ orderId, rows, reasons }: Props) {
  const [entries, setEntries] = useState<ReceivingEntry[]>(() =>
    rows.map((r) => ({ line_id: r.lineId, batch_id: r.batchId, received: r.shipped, refused: 0, reason: '', codes: [] })),
  );
  const { busy, errors, submit } = useSubmit();
  const set = (i: number, patch: Partial<ReceivingEntry>) => setEntries((all) => all.map((e, k) => (k === i ? { ...e, ...patch } : e)));
  const tick = (i: number, code: string) => {
    const c = code.replace(/\D/g, '');
    if (c.length === 20 && !entries[i]!.codes.includes(c)) set(i, { codes: [...entries[i]!.codes, c] });
  };
  const messages = Object.values(errors).flat();
  return (
    <form
      className="rcv"
      aria-label="收货验收"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit(() => submitReceiving(orderId, entries));
      }}
    >
      {rows.map((r, i) => {
        const e = entries[i]!;
        const id = `rcv-${i}`;
        return (
          <fieldset key={`${r.lineId}-${r.batchId}`} className="rcv-row">
            <legend>
              {r.name} {r.spec} · 批号 {r.batchNo} · 有效期至 {r.expiryDate} · 发货 {r.shipped}
              {r.unit}
            </legend>
            <label htmlFor={`${id}-in`}>实收数量</label>
            <input id={`${id}-in`} type="number" inputMode="numeric" min={0} max={r.shipped} value={e.received} onChange={(x) => set(i, { received: Number(x.target.value) })} />
            <label htmlFor={`${id}-out`}>拒收数量</label>
            <input id={`${id}-out`} type="number" inputMode="numeric" min={0} max={e.received} value={e.refused} onChange={(x) => set(i, { refused: Number(x.target.value) })} />
            <label htmlFor={`${id}-why`}>拒收原因</label>
            <select id={`${id}-why`} value={e.reason} onChange={(x) => set(i, { reason: x.target.value })}>
              <option value="">— 无拒收 —</option>
              {reasons.map((why) => (
                <option key={why}>{why}</option>
              ))}
            </select>
            {r.codes.length > 0 && (
              <CodeScanner label={`${r.name} 批号 ${r.batchNo} 追溯码`} onCode={(c) => tick(i, c)}>
                <span>
                  已核对 {e.codes.length} / {r.codes.length} 个追溯码
                </span>
              </CodeScanner>
            )}
          </fieldset>
        );
      })}
      {messages.length > 0 && (
        <p className="error" role="alert">
          {messages.join('；')}
        </p>
      )}
      <button className="btn btn-primary" type="submit" disabled={busy}>
        提交验收
      </button>
    </form>
  );
}
