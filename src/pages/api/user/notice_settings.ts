import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { requireLogin } from '../../../server/auth/session.server';
import { noticeSettingsInput } from '../../../server/replenish/schemas';
import { noticeSmsSetting, setNoticeSms } from '../../../server/replenish/notice-sms';

/** GET api/user/notice_settings: whether 到货/降价通知 also come by SMS (the member's own setting). */
export const GET = endpoint(async (context) => {
  const { member } = await requireLogin(context);
  return ok({ sms: await noticeSmsSetting(member.id) });
});

/** POST api/user/notice_settings {sms}: opt in or out of notice SMS. */
export const POST = endpoint(async (context) => {
  const { member } = await requireLogin(context);
  const { sms } = await input(context, noticeSettingsInput);
  return ok({ sms: await setNoticeSms(member.id, sms) }, sms ? '已开启短信通知' : '已关闭短信通知');
});
