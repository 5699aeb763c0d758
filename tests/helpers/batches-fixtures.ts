/**
 * Stock by batch in tests (issue 24): a goods emptied of its batches, stock-in through the real
 * `receiveBatch`, and the batch invariants the crash test and the concurrency tests assert.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/rows';
import { receiveBatch, type ReceiveBatch } from '../../src/server/batches/receive';
import { refreshGoods, reservedUnits } from '../../src/server/batches/refresh';

/** Takes the goods down to no batch and no stock (its orders' history untouched). */
export async function emptyGoods(db: Db, goodsId: number): Promise<void> {
  await db.execute(sql`delete from goods_batches b where goods_id = ${goodsId} and not exists (select 1 from order_line_batches a where a.batch_id = b.id)
    and not exists (select 1 from stock_movements m where m.batch_id = b.id)`);
  await db.execute(sql`update goods_batches set stock = 0, status = '停售' where goods_id = ${goodsId}`);
  await db.execute(sql`update goods set stock = 0 where id = ${goodsId}`);
}

/**
 * Gives each goods `n` units to sell the way the shop holds them (load and crash scripts): its first
 * sellable batch holds n + the units open orders reserve, its other sellable batches none, and
 * goods.stock is re-derived — so the batch invariants hold. A goods without batches gets goods.stock = n.
 */
export async function setSellableStock(db: Db, goodsIds: readonly number[], n: number): Promise<void> {
  for (const id of goodsIds) {
    await db.transaction(async (tx) => {
      const held = (await reservedUnits(tx, [id])).get(id) ?? 0;
      await tx.execute(sql`update goods_batches set stock = 0 where goods_id = ${id} and status = '正常'`);
      const [first] = await queryRows<{ id: number }>(
        tx as unknown as Db,
        sql`update goods_batches set stock = ${n + held}
            where id = (select id from goods_batches where goods_id = ${id} and status = '正常' order by expiry_date, id limit 1) returning id`,
      );
      if (first) await refreshGoods(tx, [id]);
      else await tx.execute(sql`update goods set stock = ${n} where id = ${id}`);
    });
  }
}

/**
 * Stock-in in its own transaction. The batch may sell at the ordinary price even under 6 months to expiry
 * (`ordinarySale`, default on: these tests are about stock, not the 近效期专场 rule — see batches-console.test.ts).
 */
export async function receive(db: Db, input: ReceiveBatch, { ordinarySale = true }: { ordinarySale?: boolean } = {}) {
  const r = await db.transaction((tx) => receiveBatch(tx, input));
  if (ordinarySale) await db.execute(sql`update goods_batches set ordinary_sale = true where id = ${r.batchId}`);
  return r;
}

/**
 * The batch invariants over the whole database:
 * - `stockMismatch`: goods with batches whose stock ≠ max(0, Σ sellable batch stock − reserved);
 * - `negativeBatches`: batches below zero;
 * - `unallocated`: shipped lines of batched goods whose allocated units ≠ the units they took
 *   (a combination line: each part; only orders shipped through the batches, i.e. with an allocation row).
 */
export async function batchInvariants(db: Db) {
  const [m] = await queryRows<{ bad: number }>(
    db,
    sql`
    with reserved as (
      select (m->>'goodsId')::int as goods_id, sum((m->>'number')::int) as n
      from orders o, jsonb_array_elements(o.stock_moves) m
      where o.status in ('pending_payment', 'paid') and not o.stock_released group by 1
    ), sellable as (
      select goods_id, sum(stock) filter (where status = '正常') as s from goods_batches group by goods_id
    )
    select count(*)::int as bad from goods g join sellable b on b.goods_id = g.id left join reserved r on r.goods_id = g.id
    where g.stock <> greatest(0, coalesce(b.s, 0) - coalesce(r.n, 0))`,
  );
  const [n] = await queryRows<{ bad: number }>(db, sql`select count(*)::int as bad from goods_batches where stock < 0`);
  const [u] = await queryRows<{ bad: number }>(
    db,
    sql`
    with needs as (
      select l.order_id, l.id as line_id, l.goods_id, l.number as n from order_lines l
      where exists (select 1 from goods_batches b where b.goods_id = l.goods_id)
      union all
      select l.order_id, l.id, ci.goods_id, ci.number * l.number from order_lines l join goods_combination_items ci on ci.combo_id = l.goods_id
      where exists (select 1 from goods_batches b where b.goods_id = ci.goods_id)
    ), took as (
      select n.* from needs n join orders o on o.id = n.order_id
      where o.status in ('shipped', 'completed') and exists (select 1 from order_line_batches a where a.order_id = o.id)
    ), alloc as (
      select line_id, goods_id, sum(number) as n from order_line_batches group by 1, 2
    )
    select count(*)::int as bad from took t full join alloc a on a.line_id = t.line_id and a.goods_id = t.goods_id
    where coalesce(t.n, 0) <> coalesce(a.n, 0)`,
  );
  return { stockMismatch: Number(m!.bad), negativeBatches: Number(n!.bad), unallocated: Number(u!.bad) };
}
