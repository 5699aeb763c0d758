import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $chat, sendChatMessage, startChat, stopChat, type ChatMessage } from '../../stores/chat';
import { formatDateTime } from '../../lib/time';
import './chat.css';

type Props = { username: string; token: string; company: string; history: ChatMessage[] };

const STATUS = { idle: '', connecting: '正在连接…', live: '客服在线', offline: '连接已断开，请刷新重试', expired: '会话已过期，请关闭后从“客服”重新打开' } as const;

/** The in-site chat in the sidebar's frame: history, live messages, a box to type in. Text is shown as text. */
export default function ChatRoom({ username, token, company, history }: Props) {
  const chat = useStore($chat);
  const [text, setText] = useState('');
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    startChat(username, token, history);
    return stopChat;
  }, [username, token, history]);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [chat.messages.length]);
  const messages = chat.messages.length ? chat.messages : history;
  const send = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (await sendChatMessage(text)) setText('');
  };
  return (
    <div className="chat">
      <header className="chat-head">
        <h1>在线客服</h1>
        <p className="chat-who">{company}</p>
        <p className="chat-state" role="status">
          {STATUS[chat.status]}
        </p>
      </header>
      <ol className="chat-list" aria-label="聊天记录" aria-live="polite">
        {messages.length === 0 && <li className="chat-empty">您好，请问有什么可以帮您？</li>}
        {messages.map((m) => (
          <li key={m.id} className={`chat-msg ${m.sender}`}>
            <span className="chat-meta">
              {m.sender === 'operator' ? m.author : '我'} · <time dateTime={m.created_at}>{formatDateTime(m.created_at, { padded: false })}</time>
            </span>
            <p className="chat-bubble">{m.content}</p>
          </li>
        ))}
        <li ref={end} aria-hidden="true" className="chat-end" />
      </ol>
      <form className="chat-form" onSubmit={send}>
        <label htmlFor="chat-input" className="sr-only">
          输入消息
        </label>
        <textarea
          id="chat-input"
          rows={2}
          maxLength={500}
          value={text}
          onChange={(e) => setText(e.target.value)}
          disabled={chat.status === 'expired'}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void send(e);
            }
          }}
          placeholder="请输入消息，Enter 发送"
        />
        <button type="submit" className="btn" disabled={!text.trim() || chat.sending || chat.status === 'expired'}>
          发送
        </button>
      </form>
    </div>
  );
}
