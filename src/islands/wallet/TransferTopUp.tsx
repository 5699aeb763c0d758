import './wallet.css';
import { useState } from 'react';
import { apiGet, apiPost } from '../../client/api';
import { fieldErrorsOf } from '../shared/forms/form-kit';
import { formatYuan } from '../../lib/money';
import type { TransferView } from '../../wire/transfers';

/**
 * 对公转账充值: the buyer asks for a transfer, sees the wholesaler's account and the 转账附言 to write
 * on it, uploads the bank receipt (image or PDF), and follows the request until finance confirms it.
 */
export default function TransferTopUp({ initial }: { initial: TransferView[] }) {
  // The page renders the member's requests on the server: the list never waits on hydration or on a
  // request that a slow phone could lose; it is read again after each change made here.
  const [list, setList] = useState<TransferView[]>(initial);
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const load = async () => setList(await apiGet<TransferView[]>('/api/moneys/transfer'));

  async function start(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await apiPost<TransferView>('/api/moneys/transfer', { amount: amount.trim() });
      setAmount('');
      await load();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setBusy(false);
    }
  }

  async function upload(no: string, file: File | undefined) {
    if (!file) return;
    setErrors({});
    const body = new FormData();
    body.set('file', file);
    try {
      await apiPost<TransferView>(`/api/moneys/transfer/${no}/receipt`, body);
      await load();
    } catch (error) {
      setErrors({ [`receipt-${no}`]: fieldErrorsOf(error).file ?? '上传失败，请重试' });
    }
  }

  const open = list.filter((t) => t.status === 'pending' || t.status === 'submitted');
  return (
    <section className="w-panel" aria-labelledby="transfer-heading">
      <h2 id="transfer-heading">对公转账充值</h2>
      <form className="w-form" onSubmit={start} noValidate>
        <label>
          转账金额（元）
          <input
            name="transfer-amount"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={!!errors.amount}
            aria-describedby="transfer-amount-error"
          />
        </label>
        <button type="submit" disabled={busy}>
          获取转账信息
        </button>
        <span id="transfer-amount-error" role="alert" className="w-error">
          {errors.amount ?? ''}
        </span>
      </form>
      {open.map((t) => (
        <div key={t.id} className="w-alert" data-transfer={t.transfer_no}>
          <p>
            请向 <strong>{t.account.name}</strong>（{t.account.bank}，账号 <strong>{t.account.account}</strong>）转账 <strong>{formatYuan(t.amount)}</strong>，附言填写{' '}
            <strong aria-label="转账附言">{t.memo}</strong>。
          </p>
          <p>
            状态：<strong>{t.status_text}</strong>
            {t.receipt ? '（回单已上传）' : ''}
          </p>
          <label>
            上传银行回单（图片或 PDF）
            <input type="file" accept="image/jpeg,image/png,application/pdf" onChange={(e) => void upload(t.transfer_no, e.target.files?.[0])} />
          </label>
          <span role="alert" className="w-error">
            {errors[`receipt-${t.transfer_no}`] ?? ''}
          </span>
        </div>
      ))}
      {list.some((t) => t.status === 'confirmed' || t.status === 'rejected') && (
        <table className="w-table">
          <caption className="sr-only">对公转账记录</caption>
          <thead>
            <tr>
              <th scope="col">附言</th>
              <th scope="col">金额</th>
              <th scope="col">状态</th>
            </tr>
          </thead>
          <tbody>
            {list
              .filter((t) => t.status === 'confirmed' || t.status === 'rejected')
              .map((t) => (
                <tr key={t.id}>
                  <td>{t.memo}</td>
                  <td className="num">{formatYuan(t.amount)}</td>
                  <td>
                    {t.status_text}
                    {t.reject_reason ? `：${t.reject_reason}` : ''}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
