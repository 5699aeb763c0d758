/**
 * Goods for the cart tests: plain buyable rows of the seeded test database, reshaped per test
 * (price, ladder, limits, packs, stock) so each scenario is explicit and independent of the seed's
 * random traits.
 */
import { eq, sql } from 'drizzle-orm';
import type { APIRoute } from 'astro';
import type { Db } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/rows';
import { goods, promotionActivities } from '../../src/server/db/schema';
import type { TestBrowser } from './accounts-browser';

type GoodsPatch = Partial<typeof goods.$inferInsert>;

/** Plain, buyable, ordinary goods outside every goods-scoped activity, handed out once each. */
export class GoodsPicker {
  private used = new Set<number>();
  private pool: number[] | null = null;
  constructor(private db: Db) {}

  private async load(): Promise<number[]> {
    this.pool ??= (
      await queryRows<{ id: number }>(
        this.db,
        sql`
      select g.id from goods g
      where g.type = 1 and g.is_buy and g.is_on_sale and not g.is_controlled and not g.is_ephedrine and g.xg_number = 0
        and g.stock > 100 and g.kind = 'medicine'
        and not exists (select 1 from promotion_activity_goods pg join promotion_activities a on a.id = pg.activity_id where pg.goods_id = g.id)
        and not exists (select 1 from goods_combination_items ci where ci.goods_id = g.id)
        and not exists (select 1 from price_activity_goods pa where pa.goods_id = g.id)
        and not exists (select 1 from promo_schedules ps, jsonb_array_elements(ps.goods) e where (e->>'goodsId')::int = g.id)
        and not exists (select 1 from order_lines l where l.goods_id = g.id) -- not in the demo's seeded orders: tests count units sold
      order by g.id`,
      )
    ).map((r) => Number(r.id));
    return this.pool;
  }

  /** A fresh goods id with `patch` applied (defaults: ¥100 base, no ladder, stock 5000, no limits). */
  async take(patch: GoodsPatch = {}): Promise<number> {
    const id = (await this.load()).find((x) => !this.used.has(x));
    if (id === undefined) throw new Error('no more plain goods in the test data');
    this.used.add(id);
    await this.db
      .update(goods)
      .set({
        basePrice: 10_000,
        ladderPrice: [],
        ladderPriceType: 0,
        stock: 5000,
        xgNumber: 0,
        midPack: 1,
        onlyMidPack: false,
        isDpby: false,
        qgNumber: 0,
        isBuy: true,
        // Long-dated, so no near-expiry confirmation (issue 27) is needed unless a test asks for it.
        expiryDate: new Date(Date.now() + 730 * 86_400_000).toISOString().slice(0, 10),
        ...patch,
      })
      .where(eq(goods.id, id));
    // Stock by batch (issue 24): the goods' batches say the same — one batch holding all of it, allowed at the
    // ordinary price even when short-dated (these goods are not about the 近效期专场 rule: batches-console.test.ts is).
    await this.db.execute(sql`delete from goods_batches where goods_id = ${id}`);
    await this.db.execute(
      sql`insert into goods_batches (goods_id, batch_no, production_date, expiry_date, stock, ordinary_sale)
          select id, batch_no, production_date, greatest(expiry_date, production_date + 1), stock, true from goods where id = ${id}`,
    );
    return id;
  }
}

/** Ids of the goods of a seeded activity (by name). */
export async function activityGoods(db: Db, name: string): Promise<{ activityId: number; goodsIds: number[] }> {
  const [a] = await db.select().from(promotionActivities).where(eq(promotionActivities.name, name));
  const rows = await queryRows<{ goods_id: number }>(
    db,
    sql`
    select pg.goods_id from promotion_activity_goods pg join goods g on g.id = pg.goods_id
    where pg.activity_id = ${a!.id} and g.type = 1 and g.is_buy and g.is_on_sale and not g.is_controlled and g.stock > 100 and g.xg_number = 0 and not g.only_mid_pack
    order by pg.goods_id`,
  );
  return { activityId: a!.id, goodsIds: rows.map((r) => Number(r.goods_id)) };
}

export type Res = { status: number; body: any };

/** A small client for one logged-in TestBrowser. */
export function cartClient(b: TestBrowser, api: Record<string, APIRoute>) {
  return {
    add: (lines: unknown, json = true): Promise<Res> => b.call(api.add!, '/api/cart', { body: lines as never, json }),
    list: (query = ''): Promise<Res> => b.call(api.list!, `/api/cart/list${query}`),
    total: (): Promise<Res> => b.call(api.total!, '/api/cart/total'),
    edit: (id: number | string, body: unknown): Promise<Res> => b.call(api.edit!, `/api/cart/${id}/edit`, { body: body as never, params: { id: String(id) } }),
    del: (ids: unknown): Promise<Res> => b.call(api.del!, '/api/cart/batch_delete', { body: { ids } as never }),
    select: (ids: unknown, is_selected: unknown): Promise<Res> => b.call(api.select!, '/api/cart/batch_select', { body: { ids, is_selected } as never }),
    checkout: (ids: unknown): Promise<Res> => b.call(api.checkout!, '/api/cart/checkout', { body: { ids } as never }),
    copy: (ids: unknown, other: unknown): Promise<Res> => b.call(api.copy!, '/api/cart/copy', { body: { ids, other_user_ids: other } as never }),
    quick: (id: number | string, body: Record<string, unknown> = {}): Promise<Res> =>
      b.call(api.quick!, `/api/cart/quick_add/${id}`, { method: 'POST', body: body as never, params: { id: String(id) } }),
    hint: (query = ''): Promise<Res> => b.call(api.hint!, `/api/cart/next_hint${query}`, { method: 'POST' }),
  };
}
