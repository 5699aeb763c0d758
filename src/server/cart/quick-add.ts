/** POST api/cart/quick_add/{id}: one goods at its smallest allowed quantity. */
import { quantityRange } from '../pricing';
import { addLines, type AddResult } from './add';
import { requirePassed, type CartActor } from './actor';
import { pricingGoodsFor } from './lines';

/** POST api/cart/quick_add/{id}: one goods, quantity given or its smallest allowed (1 or a 中包装). */
export async function quickAdd(actor: CartActor, goodsId: number, input: { number?: number; price?: number; ck_id: number }): Promise<AddResult> {
  requirePassed(actor);
  let number = input.number;
  if (number === undefined) {
    const f = (await pricingGoodsFor([goodsId], actor.viewer)).get(goodsId);
    number = f ? quantityRange(f.pg).min : 1;
  }
  return addLines(actor, [{ goods_id: goodsId, number, price: input.price, ck_id: input.ck_id, type: undefined }]);
}
