/** 含麻回执单: upload the signed receipt of one order (POST /api/order/{id}/receipt, multipart). */
import { useState } from 'react';
import { showToast } from '../../stores/notifier';
import { uploadReceipt } from '../../stores/orders';

export default function ReceiptUpload({ orderId, orderNo }: { orderId: number; orderNo: string }) {
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('file');
    if (!(file instanceof File) || file.size === 0) {
      showToast('请选择签字盖章后的回执单照片或 PDF', 'warning');
      return;
    }
    setBusy(true);
    try {
      await uploadReceipt(orderId, file);
    } catch {
      /* shown by the client */
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={onSubmit} aria-label={`回传订单 ${orderNo} 的回执单`} className="hm-upload">
      <input type="file" name="file" accept="image/jpeg,image/png,application/pdf" aria-label="回执单文件" />
      <button type="submit" className="btn" disabled={busy}>
        {busy ? '上传中…' : '签收并回传'}
      </button>
    </form>
  );
}
