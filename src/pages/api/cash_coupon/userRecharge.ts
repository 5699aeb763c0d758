import { formatYuan } from '../../../lib/money';
import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { clientIp, requireLogin } from '../../../server/auth/session.server';
import { voucherCodeInput } from '../../../server/wallet/schemas';
import { redeemCode } from '../../../server/wallet/vouchers';

/** POST /api/cash_coupon/userRecharge {code}: redeems a cash-voucher code into my vouchers (once; wrong codes are rate-limited). */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const { code } = await input(context, voucherCodeInput);
  const voucher = await redeemCode(store.id, code, clientIp(context));
  return ok(voucher, `兑换成功，${formatYuan(voucher.value)} 现金券已放入您的账户`);
});
