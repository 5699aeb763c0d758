/**
 * 在线客服 on the wire (the /chat frame and the console inbox: POST /api/chat/messages, the event stream,
 * /admin/api/chat; built by src/server/chat/, read by src/stores/chat.ts and src/stores/console/chat.ts). Types only.
 */

/** One message of a conversation. */
export type ChatMessage = { id: number; sender: 'member' | 'operator'; author: string; content: string; created_at: string };

/** One conversation of the console inbox (waiting ones first). */
export type InboxRow = {
  store_id: number;
  company: string;
  username: string;
  /** The last message's id (the inbox's order among waiting / answered ones). */
  last_id: number;
  last_sender: string;
  last_body: string;
  /** ISO time. */
  last_at: string;
  waiting: boolean;
};
