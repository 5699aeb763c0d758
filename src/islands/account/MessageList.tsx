import './account.css';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { createMessageBox } from '../../stores/account';
import type { Message } from '../../wire/account';
import '../shared/forms/form-kit';
import { formatDateTime } from '../../lib/time';

type Props = { initial: Message[]; unread: number };

const time = (iso: string) => formatDateTime(iso, { padded: false });

/** 我的消息: expanding an unread message marks it read; "全部已读" marks all. Keeps the header badge in step. */
export default function MessageList({ initial, unread }: Props) {
  const [box] = useState(() => createMessageBox(initial, unread));
  const { list, unread: count } = useStore(box.$messages);
  const [open, setOpen] = useState<number | null>(null);
  // The side navigation's badge is server-rendered: keep it in step with the count.
  useEffect(() => {
    const badge = document.querySelector<HTMLElement>('[data-unread-badge]');
    if (!badge || count === unread) return;
    badge.hidden = count === 0;
    badge.textContent = count > 99 ? '99+' : String(count);
    badge.setAttribute('aria-label', `${count} 条未读`);
  }, [count, unread]);
  function toggle(m: Message) {
    setOpen(open === m.id ? null : m.id);
    void box.read(m);
  }
  if (!list.length) return <p className="muted">暂无消息</p>;
  return (
    <>
      <p className="msg-bar">
        <span role="status">未读 {count} 条</span>
        {count > 0 && (
          <button type="button" className="btn btn-ghost" onClick={() => void box.readAll()}>
            全部标记为已读
          </button>
        )}
      </p>
      <ul className="msg-list">
        {list.map((m) => (
          <li key={m.id} className={m.is_read ? 'read' : 'unread'}>
            <button type="button" aria-expanded={open === m.id} aria-controls={`msg-${m.id}`} onClick={() => toggle(m)}>
              {!m.is_read && <span className="dot" aria-label="未读"></span>}
              <span className="title">{m.title}</span>
              <time dateTime={m.created_at}>{time(m.created_at)}</time>
            </button>
            <div id={`msg-${m.id}`} hidden={open !== m.id} className="body">
              {m.body}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
