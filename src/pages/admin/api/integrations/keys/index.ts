import { ok } from '../../../../../server/http/envelope';
import { input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { createApiKey } from '../../../../../server/integration/keys';
import { newKeyInput } from '../../../../../server/integration/console';

export const permission = 'operators';

/** POST /admin/api/integrations/keys {name, scopes[], ips, rate}: a new ERP API key; the secret is in this answer only (管理员). */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const body = await input(context, newKeyInput);
  const key = await operatorAction(op, { permission, action: 'apikey.create', objectType: 'api_key' }, async (tx) => {
    const made = await createApiKey({ name: body.name, scopes: body.scopes, ipAllow: body.ips, ratePerMinute: body.rate, createdBy: `operator:${op.username}` }, tx);
    return { result: made, objectId: made.id, after: { name: body.name, scopes: body.scopes, ipAllow: body.ips, rate: body.rate, prefix: made.prefix } };
  });
  return ok({ id: key.id, secret: key.secret }, `已创建密钥 #${key.id}，只显示这一次，请立即保存：${key.secret}`);
});
