import './account.css';
import { useState } from 'react';
import { unbindWechat } from '../../stores/account';
import { showDialog } from '../../stores/notifier';

/** 解除绑定, after a confirmation. */
export default function WechatUnbind({ nickname }: { nickname: string }) {
  const [busy, setBusy] = useState(false);
  function ask() {
    showDialog({
      title: '温馨提示',
      msg: `确定解除与微信“${nickname}”的绑定吗？解除后将不能使用该微信扫码登录。`,
      actions: [{ label: '取消' }, { label: '确定解绑', primary: true, run: () => void unbind() }],
    });
  }
  async function unbind() {
    setBusy(true);
    if (!(await unbindWechat())) setBusy(false);
  }
  return (
    <button type="button" className="btn btn-ghost" onClick={ask} disabled={busy}>
      {busy ? '解绑中…' : '解除绑定'}
    </button>
  );
}
