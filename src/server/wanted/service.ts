import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { db, type Db, type Tx } from '../db/client';
import { fetchPage } from '../db/paging';
import { goods, wantedRequests, type WantedStatus } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { notify } from '../accounts/messages';
import { fenToYuan } from '../../lib/money';
import { WANTED_STATUS_TEXT, type WantedInput } from './schemas';

export const WANTED_PER_PAGE = 10;
/** Open requests a store may have at once (a form, not a bulk channel). */
export const WANTED_OPEN_LIMIT = 50;
export const WANTED_TOO_MANY = 40101;

type Row = typeof wantedRequests.$inferSelect;

function view(r: Row) {
  return {
    id: r.id,
    name: r.name,
    spec: r.spec,
    maker: r.maker,
    approval: r.approvalNo,
    barcode: r.barcode,
    elsewhere_price: r.elsewherePrice === null ? null : fenToYuan(r.elsewherePrice),
    quantity: r.quantity,
    price: r.price === null ? null : fenToYuan(r.price),
    has_photo: r.photo ? 1 : 0,
    contact: r.contact,
    phone: r.phone,
    remark: r.remark,
    status: r.status,
    status_text: WANTED_STATUS_TEXT[r.status],
    reply: r.reply,
    goods_id: r.goodsId,
    goods_url: r.goodsId ? `/list_info/${r.goodsId}` : null,
    handled_at: r.handledAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}
export type WantedView = ReturnType<typeof view>;

/** Files a request; the open-request cap is counted under the store's row lock, so parallel submits cannot pass it. */
export async function createWanted(owner: { storeId: number; memberId: number }, input: WantedInput, photo: string | null, now = new Date()): Promise<WantedView> {
  return (await db()).transaction(async (tx) => {
    await tx.execute(sql`select id from stores where id = ${owner.storeId} for update`);
    const [{ open }] = await tx
      .select({ open: count() })
      .from(wantedRequests)
      .where(and(eq(wantedRequests.storeId, owner.storeId), inArray(wantedRequests.status, ['pending', 'accepted'])));
    if (open >= WANTED_OPEN_LIMIT) throw new BusinessError(WANTED_TOO_MANY, `处理中的求购已达 ${WANTED_OPEN_LIMIT} 条，请等待平台处理后再提交`);
    const [row] = await tx
      .insert(wantedRequests)
      .values({
        storeId: owner.storeId,
        memberId: owner.memberId,
        name: input.name,
        spec: input.spec,
        maker: input.maker,
        approvalNo: input.approval,
        quantity: input.quantity,
        price: input.price ?? null,
        barcode: input.barcode,
        elsewherePrice: input.elsewhere_price ?? null,
        photo,
        contact: input.contact,
        phone: input.phone,
        remark: input.remark,
        createdAt: now,
      })
      .returning();
    return view(row!);
  });
}

export async function listWanted(storeId: number, wanted = 1) {
  const page = Math.max(1, Math.min(wanted, 10_000));
  const conn = await db();
  const where = eq(wantedRequests.storeId, storeId);
  const { rows, total } = await fetchPage(
    { page, pageSize: WANTED_PER_PAGE },
    (limit, offset) => conn.select().from(wantedRequests).where(where).orderBy(desc(wantedRequests.createdAt), desc(wantedRequests.id)).limit(limit).offset(offset),
    () => conn.select({ total: count() }).from(wantedRequests).where(where),
  );
  return { total, page, per_page: WANTED_PER_PAGE, list: rows.map(view) };
}

async function ownRow(storeId: number, id: number): Promise<Row> {
  const [row] = await (
    await db()
  )
    .select()
    .from(wantedRequests)
    .where(and(eq(wantedRequests.id, id), eq(wantedRequests.storeId, storeId)));
  if (!row) throw new NotFoundError('求购记录不存在');
  return row;
}

/** One request of the store (another store's id → 404). */
export async function wantedDetail(storeId: number, id: number): Promise<WantedView> {
  return view(await ownRow(storeId, id));
}

export async function wantedPhoto(storeId: number, id: number): Promise<string> {
  const row = await ownRow(storeId, id);
  if (!row.photo) throw new NotFoundError('没有上传图片');
  return row.photo;
}

/** Which moves the operator may make from each status. */
const CHANGED_MESSAGE = '求购状态已被其他操作更新，请刷新后重试';

const NEXT: Record<WantedStatus, WantedStatus[]> = {
  pending: ['accepted', 'listed', 'rejected'],
  accepted: ['listed', 'rejected'],
  listed: [],
  rejected: [],
};

/**
 * The operator's answer: a new status and a reply; `listed` needs the goods it links to. `from` is the
 * status the operator saw when deciding (the console form sends it): if the request has moved since,
 * the answer is refused rather than applied on top of someone else's (受理 then 无法采购 would both
 * succeed, since one may follow the other). The UPDATE is conditional on the status read, so two
 * operators cannot both move the same request. Listing posts a message to the store.
 */
export async function decideWanted(
  id: number,
  decision: { status: WantedStatus; reply: string; goodsId?: number | null; from?: WantedStatus },
  now = new Date(),
  tx?: Db | Tx,
): Promise<WantedView> {
  const conn = tx ?? (await db());
  const [row] = await conn.select().from(wantedRequests).where(eq(wantedRequests.id, id));
  if (!row) throw new NotFoundError('求购记录不存在');
  if (decision.from && decision.from !== row.status) throw new BusinessError(40104, CHANGED_MESSAGE);
  if (!NEXT[row.status].includes(decision.status)) {
    throw new BusinessError(40102, `求购当前为「${WANTED_STATUS_TEXT[row.status]}」，不能改为「${WANTED_STATUS_TEXT[decision.status]}」`);
  }
  const reply = decision.reply.trim().slice(0, 500);
  let goodsId: number | null = null;
  if (decision.status === 'listed') {
    if (!decision.goodsId) throw new BusinessError(40103, '上架需要指定商品 ID（--goods）');
    const [g] = await conn.select({ id: goods.id }).from(goods).where(eq(goods.id, decision.goodsId));
    if (!g) throw new NotFoundError('商品不存在');
    goodsId = g.id;
  }
  const [updated] = await conn
    .update(wantedRequests)
    .set({ status: decision.status, reply, goodsId, handledAt: now })
    .where(and(eq(wantedRequests.id, id), eq(wantedRequests.status, row.status)))
    .returning();
  if (!updated) throw new BusinessError(40104, CHANGED_MESSAGE);
  if (decision.status === 'listed') {
    await notify(row.storeId, `您求购的「${row.name}」已上架`, `${reply || '您求购的商品已上架，欢迎采购。'} 商品链接：/list_info/${goodsId}`, conn);
  } else {
    await notify(row.storeId, `您求购的「${row.name}」${WANTED_STATUS_TEXT[decision.status]}`, reply || `平台已将您的求购标记为${WANTED_STATUS_TEXT[decision.status]}。`, conn);
  }
  return view(updated);
}

/** Requests for the operator's list (newest first). */
export async function wantedForOperator(status: WantedStatus | 'all' = 'pending', limit = 50) {
  const conn = await db();
  const q = conn.select().from(wantedRequests);
  const rows = await (status === 'all' ? q : q.where(eq(wantedRequests.status, status))).orderBy(desc(wantedRequests.id)).limit(limit);
  return rows.map((r) => ({ ...view(r), store_id: r.storeId }));
}
