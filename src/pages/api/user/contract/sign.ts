import { z } from 'zod';
import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { BusinessError } from '../../../../server/http/errors';
import { input } from '../../../../server/http/request';
import { clientIp, requireLogin } from '../../../../server/auth/session.server';
import { checkbox, personName } from '../../../../server/accounts/validation';
import { contractStatus, signContract } from '../../../../server/contract/contract';

const signInput = z.object({
  signer: personName,
  agree: checkbox.refine((v) => v, '请勾选“我已阅读并同意《电子采购合同》”'),
});

/** POST /api/user/contract/sign {signer, agree}: signs for the active store; records time, IP and version. */
export const POST = endpoint(async (context) => {
  const account = await requireLogin(context);
  const body = await input(context, signInput);
  if ((await contractStatus(account.store.id)).signed) throw new BusinessError(10060, '该门店已签署电子采购合同', 400);
  const status = await signContract({
    storeId: account.store.id,
    memberId: account.member.id,
    signerName: body.signer,
    ip: clientIp(context),
    userAgent: context.request.headers.get('user-agent') ?? '',
  });
  return ok(status, '合同签署成功');
});
