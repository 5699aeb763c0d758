/** 通知设置: whether 到货/降价通知 also come by SMS (the member's own opt-in). */
import { apiEnvelope } from '../client/api';
import { showToast } from './notifier';
import type { NoticeSettings } from '../wire/replenish';

/** POST /api/user/notice_settings {sms}; resolves the saved value, or null when refused (the client showed why). */
export async function saveNoticeSms(sms: boolean): Promise<boolean | null> {
  try {
    const answer = await apiEnvelope<NoticeSettings>('POST', '/api/user/notice_settings', { body: { sms: sms ? '1' : '0' } });
    showToast(answer.msg, 'success');
    return answer.data.sms;
  } catch {
    return null;
  }
}
