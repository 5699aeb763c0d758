import { conversations, postOperatorMessage } from './messages';
import { formatDateTime } from '../../lib/time';

const time = (d: string | Date) => formatDateTime(d);

/** `chat:list` — conversations, those waiting for an answer marked; `chat:reply <user> "text"`. */
export async function runChatCommand(
  command: string,
  positional: string[],
  option: (n: string) => string | undefined,
  out: (l: string) => void,
  err: (l: string) => void,
): Promise<number> {
  if (command === 'chat:list') {
    const rows = await conversations();
    if (!rows.length) out('暂无客服会话。');
    for (const r of rows)
      out(
        `${r.waiting ? '● 待回复' : '  已回复'}\t${r.username}\t门店${r.store_id} ${r.company}\t${time(r.last_at)}\t${r.last_sender === 'member' ? '会员' : '客服'}：${r.last_body}`,
      );
    return 0;
  }
  const [user, ...words] = positional;
  const text = words.join(' ');
  if (!user || !text) {
    err('用法：chat:reply <用户名> "回复内容" [--as 客服名]');
    return 1;
  }
  const sent = await postOperatorMessage(user, text, option('as') ?? '客服');
  out(`已回复 ${user}（门店${sent.store_id}）：${sent.content}`);
  return 0;
}
