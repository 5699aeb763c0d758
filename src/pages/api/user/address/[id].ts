import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { idParam, input } from '../../../../server/http/request';
import { requireLogin } from '../../../../server/auth/session.server';
import { addressInput } from '../../../../server/accounts/schemas';
import { deleteAddress, owned as ownedAddress, updateAddress } from '../../../../server/accounts/addresses';

/** PUT /api/user/address/{id}: edits an address of the active store (others' ids → 404). */
export const PUT = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const id = idParam(context.params.id);
  await ownedAddress(store.id, id); // another store's address: 404 before the body is read
  const body = await input(context, addressInput);
  return ok(await updateAddress(store.id, id, body), '地址已保存');
});

/** DELETE /api/user/address/{id}: removes it; a removed default passes to the oldest remaining address. */
export const DELETE = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  await deleteAddress(store.id, idParam(context.params.id));
  return ok(null, '地址已删除');
});
