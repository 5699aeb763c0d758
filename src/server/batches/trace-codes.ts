/**
 * 药品追溯码 (码上放心) shipped per order line. A code is 20 digits (7-digit product code of its package
 * level + 13-digit serial); a 中包/箱 code stands for the boxes inside it: its level and the units it
 * covers are recorded. Each code once in the platform (unique index: two shipments pasting one code at
 * once → the second is refused). A line ships only when its codes cover its units, or it is marked 无码
 * with a reason (or its goods carries no code: `goods_untraced`).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/rows';
import { goodsUntraced, orderLineUntraced, orderTraceCodes } from '../db/schema';
import { BusinessError, ValidationError } from '../http/errors';
import { TRACE_CODE_TAKEN } from './errors';
import type { Conn } from './refresh';

export type TraceCode = { code: string; level: 1 | 2 | 3; units: number };
export const LEVEL_TEXT = { 1: '盒', 2: '中包', 3: '箱' } as const;
const LEVEL_OF: Record<string, 1 | 2 | 3> = { 盒: 1, 中包: 2, 箱: 3 };

/**
 * Parses pasted codes, one per line or separated by commas/spaces: `<20 digits>` (one box), or
 * `<20 digits> 箱 100` / `<20 digits> 中包 10` (units covered; without a number the goods' 件装 / 中包装).
 * Returns the codes or the Chinese message of the first bad entry.
 */
export function parseCodes(text: string, packs: { midPack: number; casePack: number }): TraceCode[] | string {
  const out: TraceCode[] = [];
  const tokens = text
    .split(/[\n\r,，;；]+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((entry): Array<{ raw: string; level?: string; units?: string }> => {
      const m = /^(\S+)(?:\s+(盒|中包|箱)(?:\s*(\d{1,7}))?)?$/.exec(entry);
      return m ? [{ raw: m[1]!, level: m[2], units: m[3] }] : entry.split(/\s+/).map((raw) => ({ raw, level: undefined, units: undefined }));
    });
  const seen = new Set<string>();
  for (const t of tokens) {
    if (!/^\d{20}$/.test(t.raw)) return `追溯码 ${t.raw} 不正确：应为 20 位数字`;
    if (seen.has(t.raw)) return `追溯码 ${t.raw} 重复填写`;
    seen.add(t.raw);
    const level = t.level ? LEVEL_OF[t.level]! : 1;
    const units = t.units ? Number(t.units) : level === 3 ? packs.casePack : level === 2 ? packs.midPack : 1;
    if (units < 1) return `追溯码 ${t.raw} 覆盖的数量至少为 1`;
    out.push({ code: t.raw, level, units });
  }
  return out;
}

/** Goods (of the ids) marked as carrying no trace code. */
export async function untracedGoods(conn: Conn, goodsIds: readonly number[]): Promise<Set<number>> {
  if (goodsIds.length === 0) return new Set();
  const rows = await (conn as Db)
    .select({ id: goodsUntraced.goodsId })
    .from(goodsUntraced)
    .where(inArray(goodsUntraced.goodsId, [...goodsIds]));
  return new Set(rows.map((r) => r.id));
}

/** Marks a goods as carrying (or not) a trace code. */
export async function setGoodsUntraced(tx: Tx, goodsId: number, untraced: boolean): Promise<void> {
  if (untraced) await tx.insert(goodsUntraced).values({ goodsId }).onConflictDoNothing();
  else await tx.delete(goodsUntraced).where(eq(goodsUntraced.goodsId, goodsId));
}

export type LineCodes = { lineId: number; name: string; number: number; goodsUntraced: boolean; codes: TraceCode[]; noCodeReason: string };

/**
 * Checks every line's codes (units covered = the line's quantity, or 无码 with a reason) and records
 * them in the ship transaction; a code already used anywhere is refused and nothing is written.
 * `field(i)` names the form field of line i for the 422 answer.
 */
export async function recordCodes(tx: Tx, orderId: number, lines: readonly LineCodes[], field: (i: number) => string): Promise<void> {
  const errors: Record<string, string[]> = {};
  lines.forEach((l, i) => {
    const covered = l.codes.reduce((s, c) => s + c.units, 0);
    if (l.codes.length === 0 && (l.goodsUntraced || l.noCodeReason)) return;
    if (covered !== l.number) errors[field(i)] = [`「${l.name}」追溯码覆盖 ${covered} 件，应为 ${l.number} 件（或标记无码并填写原因）`];
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const all = lines.flatMap((l) => l.codes.map((c) => ({ orderId, lineId: l.lineId, ...c })));
  const dup = all.find((c, i) => all.findIndex((d) => d.code === c.code) !== i);
  if (dup) throw new BusinessError(TRACE_CODE_TAKEN, `追溯码 ${dup.code} 在本单中重复`);
  if (all.length) {
    const inserted = await tx.insert(orderTraceCodes).values(all).onConflictDoNothing({ target: orderTraceCodes.code }).returning({ code: orderTraceCodes.code });
    if (inserted.length !== all.length) {
      const got = new Set(inserted.map((r) => r.code));
      const taken = all.find((c) => !got.has(c.code))!;
      throw new BusinessError(TRACE_CODE_TAKEN, `追溯码 ${taken.code} 已用于其他发货，不能重复使用`);
    }
  }
  const untraced = lines.filter((l) => l.codes.length === 0 && (l.goodsUntraced || l.noCodeReason));
  if (untraced.length) await tx.insert(orderLineUntraced).values(untraced.map((l) => ({ lineId: l.lineId, reason: l.noCodeReason || '该商品无追溯码' })));
}

/** The codes shipped per line of an order. */
export async function codesOf(conn: Conn, orderId: number): Promise<Map<number, TraceCode[]>> {
  const rows = await queryRows<{ line_id: number; code: string; level: number; units: number }>(
    conn as Db,
    sql`select line_id, code, level, units from order_trace_codes where order_id = ${orderId} order by id`,
  );
  const out = new Map<number, TraceCode[]>();
  for (const r of rows) out.set(Number(r.line_id), [...(out.get(Number(r.line_id)) ?? []), { code: r.code, level: Number(r.level) as 1 | 2 | 3, units: Number(r.units) }]);
  return out;
}
