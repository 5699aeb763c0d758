import { ok } from '../../../../server/http/envelope';
import { readQuery } from '../../../../server/http/body';
import { parseInput } from '../../../../server/http/validate';
import { input } from '../../../../server/http/request';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../server/console/action';
import { goodsList, listInput } from '../../../../server/console/goods';
import { createGoods } from '../../../../server/console/goods-editor';
import { goodsCreateInput } from '../../../../server/console/goods-editor-input';
import type { Created } from '../../../../wire/common';

export const permission = 'goods';

/** GET /admin/api/goods?keyword,kind,sale,low,page: the goods list with filters. */
export const GET = consoleEndpoint(permission, async (context) => ok(await goodsList(parseInput(listInput, readQuery(context.url)))));

/** POST /admin/api/goods {…every editor field, stock}: creates a goods (422 per field; the initial stock is a 新品入库 movement). */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const body = await input(context, goodsCreateInput);
  const id = await operatorAction(op, { permission, action: 'goods.create', objectType: 'goods' }, async (tx) => {
    const made = await createGoods(tx, body, op.id);
    return { result: made.id, objectId: made.id, after: made.after };
  });
  return ok<Created>({ id }, '商品已创建');
});
