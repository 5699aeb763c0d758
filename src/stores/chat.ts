/**
 * The customer-service conversation shown in the /chat frame: history from the server-rendered page,
 * new messages over server-sent events (/api/chat/stream, resuming after the last id), sending through
 * POST /api/chat/messages. Messages are kept in id order without duplicates (a sent message may arrive
 * both as the POST answer and on the stream).
 */
import { atom } from 'nanostores';
import { apiEnvelope, isApiError } from '../client/api';
import { encodeParams } from '../client/encode';
import type { ChatMessage } from '../wire/chat';

export type { ChatMessage } from '../wire/chat';
export type ChatState = {
  messages: ChatMessage[];
  /** connecting → live; expired when the token ran out (the frame must be reopened). */
  status: 'idle' | 'connecting' | 'live' | 'offline' | 'expired';
  sending: boolean;
};

export const $chat = atom<ChatState>({ messages: [], status: 'idle', sending: false });

let auth = { username: '', token: '' };
let source: EventSource | null = null;

function merge(incoming: ChatMessage[]): void {
  const state = $chat.get();
  const byId = new Map(state.messages.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  $chat.set({ ...state, messages: [...byId.values()].sort((a, b) => a.id - b.id) });
}

const lastId = () => $chat.get().messages.at(-1)?.id ?? 0;

/** Starts the conversation from the server-rendered history and opens the live stream. */
export function startChat(username: string, token: string, history: ChatMessage[]): void {
  auth = { username, token };
  $chat.set({ messages: [], status: 'connecting', sending: false });
  merge(history);
  connect();
}

function connect(): void {
  if (typeof EventSource === 'undefined') return;
  source?.close();
  // EventSource cannot go through the API client; its query is encoded as the client encodes one.
  source = new EventSource(`/api/chat/stream?${encodeParams({ ...auth, after: lastId() })}`);
  source.addEventListener('open', () => $chat.set({ ...$chat.get(), status: 'live' }));
  source.addEventListener('message', (e) => merge([JSON.parse((e as MessageEvent<string>).data) as ChatMessage]));
  source.addEventListener('expired', () => {
    source?.close();
    $chat.set({ ...$chat.get(), status: 'expired' });
  });
  // EventSource reconnects by itself (Last-Event-ID); a refused reconnect (401) closes it for good.
  source.addEventListener('error', () => {
    if (source?.readyState === EventSource.CLOSED) $chat.set({ ...$chat.get(), status: $chat.get().status === 'expired' ? 'expired' : 'offline' });
    else $chat.set({ ...$chat.get(), status: 'connecting' });
  });
}

/** POST /api/chat/messages; resolves whether the message was stored. */
export async function sendChatMessage(content: string): Promise<boolean> {
  const text = content.trim();
  if (!text || $chat.get().sending) return false;
  $chat.set({ ...$chat.get(), sending: true });
  try {
    const answer = await apiEnvelope<ChatMessage>('POST', '/api/chat/messages', { body: { ...auth, content: text }, silent: [401] });
    merge([answer.data]);
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 401) $chat.set({ ...$chat.get(), status: 'expired' });
    return false;
  } finally {
    $chat.set({ ...$chat.get(), sending: false });
  }
}

/** Closes the stream (page unload, tests). */
export function stopChat(): void {
  source?.close();
  source = null;
}
