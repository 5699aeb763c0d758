import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { requireLogin } from '../../../server/auth/session.server';
import { addressInput } from '../../../server/accounts/schemas';
import { createAddress, listAddresses } from '../../../server/accounts/addresses';

/** GET /api/user/address: the active store's delivery addresses, default first. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  return ok(await listAddresses(store.id));
});

/** POST /api/user/address {consignee, phone, province, city, district, detail, is_default}. */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const body = await input(context, addressInput);
  return ok(await createAddress(store.id, body), '地址已添加');
});
