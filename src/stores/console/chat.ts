/**
 * The console's chat inbox (客服): the conversation list polled every few seconds (waiting ones
 * first), the open conversation over the same server-sent events the member's /chat page uses
 * (/admin/api/chat/{store}/stream, resuming after the last id), answers through POST /admin/api/chat/{store}.
 */
import { atom } from 'nanostores';
import { apiEnvelope, isApiError } from '../../client/api';
import type { ChatMessage, InboxRow } from '../../wire/chat';

export type { InboxRow } from '../../wire/chat';
export type ConsoleChatState = {
  inbox: InboxRow[];
  open: number | null;
  messages: ChatMessage[];
  status: 'idle' | 'connecting' | 'live' | 'offline';
  sending: boolean;
  error: string;
};

export const INBOX_POLL_MS = 3000;
export const $consoleChat = atom<ConsoleChatState>({ inbox: [], open: null, messages: [], status: 'idle', sending: false, error: '' });

let source: EventSource | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const patch = (p: Partial<ConsoleChatState>) => $consoleChat.set({ ...$consoleChat.get(), ...p });

function merge(incoming: ChatMessage[]): void {
  const byId = new Map($consoleChat.get().messages.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  patch({ messages: [...byId.values()].sort((a, b) => a.id - b.id) });
}

async function pollInbox(): Promise<void> {
  try {
    patch({ inbox: (await apiEnvelope<InboxRow[]>('GET', '/admin/api/chat', { silent: true })).data });
  } catch {
    /* next poll retries; the open conversation has its own stream */
  }
  timer = setTimeout(() => void pollInbox(), INBOX_POLL_MS);
}

export function startInbox(initial: InboxRow[]): void {
  patch({ inbox: initial });
  clearTimeout(timer);
  timer = setTimeout(() => void pollInbox(), INBOX_POLL_MS);
}

/** Opens a store's conversation: its recent history, then the live stream after the last id. */
export async function openConversation(storeId: number): Promise<void> {
  source?.close();
  patch({ open: storeId, messages: [], status: 'connecting', error: '' });
  try {
    merge((await apiEnvelope<ChatMessage[]>('GET', `/admin/api/chat/${storeId}`, { silent: true })).data);
  } catch {
    patch({ status: 'offline', error: '会话加载失败，请刷新重试' });
    return;
  }
  if (typeof EventSource === 'undefined' || $consoleChat.get().open !== storeId) return;
  const after = $consoleChat.get().messages.at(-1)?.id ?? 0;
  source = new EventSource(`/admin/api/chat/${storeId}/stream?after=${after}`);
  source.addEventListener('open', () => patch({ status: 'live' }));
  source.addEventListener('message', (e) => merge([JSON.parse((e as MessageEvent<string>).data) as ChatMessage]));
  source.addEventListener('error', () => patch({ status: source?.readyState === EventSource.CLOSED ? 'offline' : 'connecting' }));
}

/** Sends the operator's answer to the open conversation; resolves whether it was stored. */
export async function answer(content: string): Promise<boolean> {
  const { open, sending } = $consoleChat.get();
  const text = content.trim();
  if (!open || !text || sending) return false;
  patch({ sending: true, error: '' });
  try {
    merge([(await apiEnvelope<ChatMessage>('POST', `/admin/api/chat/${open}`, { body: { content: text }, silent: true })).data]);
    return true;
  } catch (error) {
    patch({ error: isApiError(error) ? error.errors?.content?.[0] || error.msg || '发送失败' : '网络异常，请稍后重试' });
    return false;
  } finally {
    patch({ sending: false });
  }
}

export function stopInbox(): void {
  clearTimeout(timer);
  source?.close();
  source = null;
}
