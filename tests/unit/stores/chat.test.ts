/** The chat store against a local HTTP server: history, sending, de-duplication, an expired token. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../../../src/client/api';
import { $chat, sendChatMessage, startChat, stopChat, type ChatMessage } from '../../../src/stores/chat';
import { recorder } from '../client/support/notifier';
import { ok, startServer, type TestServer } from '../client/support/server';

let server: TestServer;
let ui: ReturnType<typeof recorder>;
const msg = (id: number, sender: ChatMessage['sender'], content: string): ChatMessage => ({
  id,
  sender,
  author: sender === 'member' ? 'demo' : '客服',
  content,
  created_at: '2026-11-23T08:00:00.000Z',
});

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  ui = recorder('/chat');
  configureApi({ baseURL: server.baseURL, timeout: 500, notifier: ui.notifier, navigate: ui.navigate, reload: ui.reload });
  startChat('demo', 'tok.sig', [msg(2, 'operator', '您好'), msg(1, 'member', '在吗')]);
});

describe('chat store', () => {
  it('starts from the history in id order and sends with the username and token', async () => {
    expect($chat.get().messages.map((m) => m.id)).toEqual([1, 2]);
    server.handle(() => ok(msg(3, 'member', '发票什么时候开？'), '已发送'));
    expect(await sendChatMessage('  发票什么时候开？ ')).toBe(true);
    const body = new URLSearchParams(server.received[0]!.body);
    expect(Object.fromEntries(body)).toEqual({ username: 'demo', token: 'tok.sig', content: '发票什么时候开？' });
    // The same message arriving again (the stream) is not shown twice.
    server.handle(() => ok(msg(3, 'member', '发票什么时候开？')));
    await sendChatMessage('again');
    expect($chat.get().messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(await sendChatMessage('   ')).toBe(false);
    stopChat();
  });

  it('an expired token marks the conversation expired, without sending the frame to the login page', async () => {
    server.handle(() => ({ status: 401, json: { code: 40401, msg: '客服会话已失效，请关闭后重新打开', data: null } }));
    expect(await sendChatMessage('在吗')).toBe(false);
    expect($chat.get().status).toBe('expired');
    expect(ui.navigate).not.toHaveBeenCalled();
    stopChat();
  });
});
