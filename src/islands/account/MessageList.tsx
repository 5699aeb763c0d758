import './account.css';
import { useState } from 'react';
import { apiPost } from '../../client/api';
import { $user } from '../../stores/user';
import '../auth/form-kit';
import { formatDateTime } from '../../lib/time';

type Message = { id: number; title: string; body: string; is_read: number; created_at: string };
type Props = { initial: Message[]; unread: number };

const time = (iso: string) => formatDateTime(iso, { padded: false });

/** 我的消息: expanding an unread message marks it read; "全部已读" marks all. Keeps the header badge in step. */
export default function MessageList({ initial, unread }: Props) {
  const [list, setList] = useState(initial);
  const [count, setCount] = useState(unread);
  const [open, setOpen] = useState<number | null>(null);
  const setBadge = (n: number) => {
    setCount(n);
    $user.set({ ...$user.get(), message_count: n });
    // The side navigation's badge is server-rendered: keep it in step too.
    const badge = document.querySelector<HTMLElement>('[data-unread-badge]');
    if (badge) {
      badge.hidden = n === 0;
      badge.textContent = n > 99 ? '99+' : String(n);
      badge.setAttribute('aria-label', `${n} 条未读`);
    }
  };

  async function toggle(m: Message) {
    setOpen(open === m.id ? null : m.id);
    if (m.is_read) return;
    try {
      const data = await apiPost<{ message_count: number }>(`/api/user/messages/${m.id}/read`);
      setList((all) => all.map((x) => (x.id === m.id ? { ...x, is_read: 1 } : x)));
      setBadge(data.message_count);
    } catch { /* shown by the client */ }
  }
  async function readAll() {
    try {
      await apiPost('/api/user/messages/read_all');
      setList((all) => all.map((x) => ({ ...x, is_read: 1 })));
      setBadge(0);
    } catch { /* shown by the client */ }
  }
  if (!list.length) return <p className="muted">暂无消息</p>;
  return (
    <>
      <p className="msg-bar"><span role="status">未读 {count} 条</span>{count > 0 && <button type="button" className="btn btn-ghost" onClick={readAll}>全部标记为已读</button>}</p>
      <ul className="msg-list">
        {list.map((m) => (
          <li key={m.id} className={m.is_read ? 'read' : 'unread'}>
            <button type="button" aria-expanded={open === m.id} aria-controls={`msg-${m.id}`} onClick={() => toggle(m)}>
              {!m.is_read && <span className="dot" aria-label="未读"></span>}
              <span className="title">{m.title}</span>
              <time dateTime={m.created_at}>{time(m.created_at)}</time>
            </button>
            <div id={`msg-${m.id}`} hidden={open !== m.id} className="body">{m.body}</div>
          </li>
        ))}
      </ul>
    </>
  );
}
