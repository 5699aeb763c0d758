/**
 * 首营资料, the write side: the operator uploads or replaces one file (PDF/JPG/PNG, checked by content as the
 * certificate uploads are, `qualifications/files.ts`) with its expiry day. A new or renewed file (other bytes,
 * expiry, number or agent) bumps the slot's version and, in the same transaction, posts one 站内消息 to every
 * store that bought the goods — or to every approved store for the wholesaler's own licences. Re-sending the
 * same file changes nothing and notifies no one.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DAY, isCalendarDay } from '../http/fields';
import type { Db, Tx } from '../db/client';
import { FIRST_SALE_KINDS, firstSaleFiles, goods, stores } from '../db/schema';
import { ValidationError } from '../http/errors';
import { notifyMany } from '../accounts/messages';
import { removeAttachment, writeUpload } from '../attachments/store';
import type { PreparedFile } from '../qualifications/files';
import { ID_NUMBER_RE } from '../orders/schemas';
import { shanghaiToday } from '../../lib/time';
import { KIND_TEXT, buyersOf } from './first-sale';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const firstSaleInput = z
  .object({
    kind: z.enum(FIRST_SALE_KINDS, { message: '请选择资料类型' }),
    goods_id: z.preprocess(blankToUndefined, z.coerce.number({ message: '商品编号应为数字' }).int().positive('商品编号应为数字').optional()),
    cert_no: z.string().trim().max(60, '证号不超过 60 字').default(''),
    expires_on: z.string().trim().regex(DAY, { error: '请填写有效期至（年-月-日）', abort: true }).refine(isCalendarDay, '有效期至不是有效日期'),
    agent_name: z.string().trim().max(20, '姓名不超过 20 字').default(''),
    agent_id_no: z.string().trim().toUpperCase().default(''),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.kind === 'registration' && !v.goods_id) issue('goods_id', '注册证/批件请填写商品编号');
    if (v.kind !== 'registration' && v.goods_id) issue('goods_id', '企业资质不属于某个商品，请勿填写商品编号');
    if (v.expires_on < shanghaiToday()) issue('expires_on', '有效期已过，请上传在有效期内的资料');
    if (v.kind === 'agent_letter') {
      if (!v.agent_name) issue('agent_name', '请填写被委托销售人员姓名');
      if (!ID_NUMBER_RE.test(v.agent_id_no)) issue('agent_id_no', '请填写正确的 18 位身份证号');
    }
  });
export type FirstSaleInput = z.infer<typeof firstSaleInput>;

/** Parses the form fields (422 with the field's Chinese message). */
export function parseFirstSale(fields: Record<string, unknown>): FirstSaleInput {
  const parsed = firstSaleInput.safeParse(fields);
  if (!parsed.success) throw new ValidationError(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'kind'), [i.message]])));
  return parsed.data;
}

/** Writes a checked file under `first-sale/`; returns its key. */
export async function writeFirstSaleFile(file: PreparedFile): Promise<string> {
  const ext = file.mime === 'application/pdf' ? 'pdf' : file.mime === 'image/png' ? 'png' : 'jpg';
  const key = `first-sale/${randomUUID()}.${ext}`;
  await writeUpload(key, file.data);
  return key;
}

export type SaveResult = { id: number; version: number; changed: boolean; notified: number; oldKey: string; title: string };

/**
 * Upserts the slot in `tx` (row-locked, so two uploads of one slot take turns) and notifies the buyers once
 * when it changed. The caller writes the file first and removes `oldKey` (or the unused new key) after commit.
 */
export async function saveFirstSale(tx: Tx, v: FirstSaleInput, key: string, sha256: string): Promise<SaveResult> {
  const goodsId = v.kind === 'registration' ? v.goods_id! : null;
  let goodsName = '';
  if (goodsId !== null) {
    const [g] = await tx.select({ name: goods.name, spec: goods.spec }).from(goods).where(eq(goods.id, goodsId));
    if (!g) throw new ValidationError({ goods_id: ['商品不存在'] });
    goodsName = `${g.name} ${g.spec}`;
  }
  const slot = goodsId === null ? `supplier:${v.kind}` : `goods:${goodsId}`;
  const fields = { kind: v.kind, goodsId, certNo: v.cert_no, agentName: v.agent_name, agentIdNo: v.agent_id_no, expiresOn: v.expires_on };
  const [created] = await tx
    .insert(firstSaleFiles)
    .values({ slot, ...fields, fileKey: key, sha256 })
    .onConflictDoNothing({ target: firstSaleFiles.slot })
    .returning({ id: firstSaleFiles.id });
  let id = created?.id ?? 0;
  let version = 1;
  let oldKey = '';
  if (!created) {
    const [cur] = await tx.select().from(firstSaleFiles).where(eq(firstSaleFiles.slot, slot)).for('update');
    const same = cur!.sha256 === sha256 && cur!.expiresOn === v.expires_on && cur!.certNo === v.cert_no && cur!.agentName === v.agent_name && cur!.agentIdNo === v.agent_id_no;
    if (same) return { id: cur!.id, version: cur!.version, changed: false, notified: 0, oldKey: '', title: '' };
    id = cur!.id;
    version = cur!.version + 1;
    oldKey = cur!.fileKey;
    await tx
      .update(firstSaleFiles)
      .set({ ...fields, fileKey: key, sha256, version, updatedAt: sql`now()` })
      .where(eq(firstSaleFiles.id, id));
  }
  const title = goodsId === null ? KIND_TEXT[v.kind] : `${goodsName} 注册证/批件`;
  const receivers =
    goodsId === null ? (await (tx as unknown as Db).select({ id: stores.id }).from(stores).where(eq(stores.isPassed, true))).map((s) => s.id) : await buyersOf(goodsId, tx);
  const word = created ? '已上传' : '已更新';
  const where = goodsId === null ? '订单详情「随货单据」中的首营资料包' : '该商品详情页或订单详情「随货单据」中的首营资料包';
  await notifyMany(
    tx,
    receivers.map((storeId) => ({
      storeId,
      title: `首营资料${word}：${title}`,
      body: `供货单位的首营资料《${title}》${word}${v.cert_no ? `（证号 ${v.cert_no}）` : ''}，有效期至 ${v.expires_on}。请在${where}下载，并更新贵店的首营档案。`,
    })),
  );
  return { id, version, changed: true, notified: receivers.length, oldKey, title };
}

/** After the commit: drop the file that is no longer current (never a demo key). */
export async function dropReplaced(key: string): Promise<void> {
  if (key.startsWith('first-sale/')) await removeAttachment(key);
}
