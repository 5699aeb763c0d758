/** 通知设置 (我的消息): 到货/降价通知 also by SMS to the member's phone — off until they opt in. */
import { useState } from 'react';
import { saveNoticeSms } from '../../stores/notice-settings';
import './replenish.css';

export default function NoticeSettings({ initial, phone }: { initial: boolean; phone: string }) {
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);
  const change = async (next: boolean) => {
    setBusy(true);
    const saved = await saveNoticeSms(next);
    if (saved !== null) setOn(saved);
    setBusy(false);
  };
  return (
    <p className="an ns">
      <label>
        <input type="checkbox" checked={on} disabled={busy} onChange={(e) => void change(e.currentTarget.checked)} /> 到货通知、降价通知同时发短信到 {phone}
      </label>
    </p>
  );
}
