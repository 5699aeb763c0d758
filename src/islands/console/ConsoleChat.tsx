import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $consoleChat, answer, openConversation, startInbox, stopInbox, type InboxRow } from '../../stores/console/chat';
import { formatDateTime } from '../../lib/time';
import './console-chat.css';

const STATUS = { idle: '', connecting: '正在连接…', live: '实时连接中', offline: '连接已断开，请刷新重试' } as const;

/** The 客服 inbox: conversations (待回复 first, refreshed every few seconds) and the open one, live, with an answer box. */
export default function ConsoleChat({ inbox }: { inbox: InboxRow[] }) {
  const chat = useStore($consoleChat);
  const [text, setText] = useState('');
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    startInbox(inbox);
    return stopInbox;
  }, [inbox]);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [chat.messages.length]);
  const rows = chat.inbox.length ? chat.inbox : inbox;
  const current = rows.find((r) => r.store_id === chat.open);
  const send = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (await answer(text)) setText('');
  };
  return (
    <div className="cc">
      <nav className="cc-inbox" aria-label="会话列表">
        {rows.length === 0 && <p>暂无会话。</p>}
        <ul>
          {rows.map((r) => (
            <li key={r.store_id}>
              <button type="button" className="cc-conv" aria-pressed={chat.open === r.store_id} onClick={() => void openConversation(r.store_id)}>
                <span className="cc-name">
                  {r.company}（{r.username}）{r.waiting && <em className="cc-wait">待回复</em>}
                </span>
                <span className="cc-last">
                  {r.last_sender === 'member' ? '会员' : '客服'}：{r.last_body}
                </span>
                <time dateTime={r.last_at}>{formatDateTime(r.last_at, { padded: false })}</time>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="cc-room" aria-label={current ? `与 ${current.company} 的会话` : '会话'}>
        {chat.open === null ? (
          <p className="cc-hint">请在左侧选择一个会话。</p>
        ) : (
          <>
            <header className="cc-head">
              <h2>{current?.company ?? `门店 ${chat.open}`}</h2>
              <p role="status">{STATUS[chat.status]}</p>
            </header>
            <ol className="cc-list" aria-label="聊天记录" aria-live="polite">
              {chat.messages.map((m) => (
                <li key={m.id} className={`cc-msg cc-${m.sender}`}>
                  <span className="cc-meta">
                    {m.sender === 'operator' ? '客服' : m.author} · <time dateTime={m.created_at}>{formatDateTime(m.created_at, { padded: false })}</time>
                  </span>
                  <p className="cc-bubble">{m.content}</p>
                </li>
              ))}
              <li ref={end} aria-hidden="true" />
            </ol>
            <form className="cc-form" onSubmit={send}>
              <label htmlFor="cc-input">回复内容</label>
              <textarea
                id="cc-input"
                rows={2}
                maxLength={500}
                value={text}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && !e.shiftKey) {
                    e.preventDefault();
                    void send(e);
                  }
                }}
                placeholder="输入回复，Enter 发送"
              />
              <button type="submit" className="cf-btn" disabled={!text.trim() || chat.sending}>
                发送
              </button>
              {chat.error && (
                <p className="cc-err" role="alert">
                  {chat.error}
                </p>
              )}
            </form>
          </>
        )}
      </section>
    </div>
  );
}
