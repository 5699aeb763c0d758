/**
 * Demo data of the self-service issue for the demo store (1): a purchase history of 14 completed orders
 * over the last three months (what 快捷采购 re-orders from; the latest asks for a 普通电子发票, still 待开票),
 * a few favourites, a 普通 and a 专票 invoice title, wanted-product requests in each status, an answered
 * feedback and a short chat. Deterministic; runs after the main insert (ids from the sequences).
 */
import { normalizeMoves } from '../orders/stock';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as s from '../db/schema';
import { SEED_TODAY } from './constants';
import { addDays, shanghaiTime } from './dates';

const STORE = 1;
const MEMBER = 1;
export const DEMO_PAST_ORDERS = 14;
const POOL = 24;

/** The goods of the demo history: ordinary medicines that are on sale and in stock (by id). */
async function historyGoods(tx: Tx) {
  return tx
    .select({
      id: s.goods.id,
      name: s.goods.name,
      spec: s.goods.spec,
      unit: s.goods.unit,
      approvalNo: s.goods.approvalNo,
      batchNo: s.goods.batchNo,
      expiryDate: s.goods.expiryDate,
      basePrice: s.goods.basePrice,
      midPack: s.goods.midPack,
      onlyMidPack: s.goods.onlyMidPack,
      manufacturer: s.manufacturers.name,
    })
    .from(s.goods)
    .innerJoin(s.manufacturers, eq(s.manufacturers.id, s.goods.manufacturerId))
    .where(
      and(
        eq(s.goods.kind, 'medicine'),
        eq(s.goods.type, 1),
        eq(s.goods.isBuy, true),
        eq(s.goods.isOnSale, true),
        eq(s.goods.isEphedrine, false),
        eq(s.goods.isControlled, false),
        eq(s.goods.xgNumber, 0),
        gt(s.goods.stock, 200),
      ),
    )
    .orderBy(asc(s.goods.id))
    .limit(POOL);
}

export async function insertSelfServiceDemo(tx: Tx): Promise<void> {
  const pool = await historyGoods(tx);
  if (pool.length < 8) return;
  const address = { consignee: '张伟', phone: '13800138000', province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路 259 号 1 楼' };
  for (let n = 0; n < DEMO_PAST_ORDERS; n++) {
    const day = addDays(SEED_TODAY, -(88 - n * 6));
    const at = shanghaiTime(day, 9 + (n % 8), (n * 7) % 60);
    // The first goods are bought almost every time, later ones now and then: a realistic re-order list.
    const picked = pool.filter((_, i) => i < 4 || (i + n) % (2 + (i % 5)) === 0).slice(0, 9);
    const lines = picked.map((g, i) => {
      const step = g.onlyMidPack && g.midPack > 1 ? g.midPack : 1;
      const number = step * (1 + ((n + i) % 4)) * (i < 4 ? 2 : 1);
      const unitPrice = g.basePrice - ((n + i) % 3) * Math.floor(g.basePrice / 50); // prices move a little
      return { g, number, unitPrice, amount: number * unitPrice };
    });
    const goodsAmount = lines.reduce((sum, l) => sum + l.amount, 0);
    const latest = n === DEMO_PAST_ORDERS - 1;
    // Like a real checkout: its submission (idempotency key) and the stock it took, per goods.
    const [sub] = await tx
      .insert(s.orderSubmissions)
      .values({ storeId: STORE, idempotencyKey: `seed-history-${n + 1}`, createdAt: at })
      .returning({ id: s.orderSubmissions.id });
    const [order] = await tx
      .insert(s.orders)
      .values({
        orderNo: `YC${day.replace(/-/g, '')}0930${String(100001 + n)}`,
        submissionId: sub!.id,
        stockMoves: normalizeMoves(lines.map((l) => ({ goodsId: l.g.id, number: l.number }))),
        storeId: STORE,
        memberId: MEMBER,
        kind: 'normal',
        status: 'completed',
        goodsAmount,
        payableAmount: goodsAmount,
        payMethod: 'online',
        paidAmount: goodsAmount,
        address,
        invoice: latest ? { type: 'normal', title: '杭州仁心大药房有限公司', taxNo: '91330106MA27XY123U', email: 'renxin@example.com' } : { type: 'none' },
        payBefore: new Date(at.getTime() + 30 * 60_000),
        paidAt: new Date(at.getTime() + 5 * 60_000),
        shippedAt: new Date(at.getTime() + 20 * 3_600_000),
        completedAt: new Date(at.getTime() + 3 * 86_400_000),
        createdAt: at,
        updatedAt: new Date(at.getTime() + 3 * 86_400_000),
      })
      .returning({ id: s.orders.id });
    await tx.insert(s.orderLines).values(
      lines.map((l) => ({
        orderId: order!.id,
        goodsId: l.g.id,
        name: l.g.name,
        spec: l.g.spec,
        unit: l.g.unit,
        manufacturer: l.g.manufacturer,
        approvalNo: l.g.approvalNo,
        batchNo: l.g.batchNo,
        expiryDate: l.g.expiryDate,
        number: l.number,
        unitPrice: l.unitPrice,
        rawAmount: l.amount,
        payAmount: l.amount,
      })),
    );
    // Paid online through the gateway: one succeeded payment per order, no balance ledger entry.
    await tx.insert(s.payments).values({
      orderId: order!.id,
      storeId: STORE,
      method: 'online',
      amount: goodsAmount,
      status: 'succeeded',
      tradeNo: `PAY${day.replace(/-/g, '')}0935${String(100001 + n)}`,
      gatewayTradeNo: `SANDBOX${day.replace(/-/g, '')}${String(100001 + n)}`,
      createdAt: at,
      paidAt: new Date(at.getTime() + 5 * 60_000),
    });
    await tx.insert(s.orderEvents).values([
      { orderId: order!.id, event: 'create', toStatus: 'pending_payment', createdAt: at },
      { orderId: order!.id, event: 'pay', fromStatus: 'pending_payment', toStatus: 'paid', note: '在线支付', createdAt: new Date(at.getTime() + 5 * 60_000) },
      { orderId: order!.id, event: 'ship', fromStatus: 'paid', toStatus: 'shipped', actor: 'operator', createdAt: new Date(at.getTime() + 20 * 3_600_000) },
      { orderId: order!.id, event: 'receive', fromStatus: 'shipped', toStatus: 'completed', createdAt: new Date(at.getTime() + 3 * 86_400_000) },
    ]);
  }

  await tx.insert(s.favorites).values(pool.slice(4, 8).map((g, i) => ({ storeId: STORE, goodsId: g.id, createdAt: shanghaiTime(addDays(SEED_TODAY, -20 + i), 14) })));

  await tx.insert(s.invoiceTitles).values([
    { storeId: STORE, kind: 'normal', holder: 'company', title: '杭州仁心大药房有限公司', taxNo: '91330106MA27XY123U', email: 'renxin@example.com', isDefault: true },
    {
      storeId: STORE,
      kind: 'vat',
      holder: 'company',
      title: '杭州仁心大药房有限公司',
      taxNo: '91330106MA27XY123U',
      address: '浙江省杭州市西湖区文三路 259 号 1 楼',
      phone: '0571-87654321',
      bank: '中国工商银行杭州文三支行',
      account: '1202020309900012345',
    },
  ]);

  const asked = (days: number) => shanghaiTime(addDays(SEED_TODAY, -days), 11, 20);
  await tx.insert(s.wantedRequests).values([
    {
      storeId: STORE,
      memberId: MEMBER,
      name: '盐酸二甲双胍缓释片',
      spec: '0.5g×30片',
      maker: '中美上海施贵宝制药有限公司',
      approvalNo: '国药准字H20023370',
      quantity: 200,
      price: 2650,
      contact: '张伟',
      phone: '13800138000',
      status: 'pending',
      createdAt: asked(2),
    },
    {
      storeId: STORE,
      memberId: MEMBER,
      name: '蒲地蓝消炎口服液',
      spec: '10ml×10支',
      maker: '济川药业集团有限公司',
      quantity: 100,
      contact: '张伟',
      phone: '13800138000',
      status: 'accepted',
      reply: '已联系厂家，预计两周内到货上架。',
      handledAt: asked(5),
      createdAt: asked(9),
    },
    {
      storeId: STORE,
      memberId: MEMBER,
      name: pool[8]?.name ?? '阿莫西林胶囊',
      spec: pool[8]?.spec ?? '',
      maker: pool[8]?.manufacturer ?? '',
      quantity: 50,
      price: pool[8] ? Math.floor(pool[8].basePrice * 0.95) : null,
      contact: '张伟',
      phone: '13800138000',
      status: pool[8] ? 'listed' : 'pending',
      reply: pool[8] ? '该品种已上架，欢迎采购。' : '',
      goodsId: pool[8]?.id ?? null,
      handledAt: pool[8] ? asked(12) : null,
      createdAt: asked(20),
    },
    {
      storeId: STORE,
      memberId: MEMBER,
      name: '注射用头孢曲松钠',
      spec: '1.0g',
      maker: '',
      quantity: 30,
      contact: '张伟',
      phone: '13800138000',
      status: 'rejected',
      reply: '注射剂需配送至医疗机构，单体药店暂不供应。',
      handledAt: asked(25),
      createdAt: asked(28),
    },
  ]);

  await tx.insert(s.feedback).values({
    storeId: STORE,
    category: 'delivery',
    content: '上周的订单物流有点慢，希望能优化杭州地区的配送时效。',
    contact: '13800138000',
    ip: '127.0.0.1',
    reply: '您好，杭州仓已于本周增加配送班次，次日达覆盖西湖区。感谢您的建议！',
    repliedAt: shanghaiTime(addDays(SEED_TODAY, -6), 16),
    createdAt: shanghaiTime(addDays(SEED_TODAY, -7), 10),
  });

  await tx.insert(s.chatMessages).values([
    { storeId: STORE, sender: 'member', author: 'demo', body: '你好，阿莫西林胶囊下周还有货吗？', createdAt: shanghaiTime(addDays(SEED_TODAY, -3), 10, 2) },
    { storeId: STORE, sender: 'operator', author: '客服小药', body: '您好，下周一到货 2000 盒，可以先加入购物车。', createdAt: shanghaiTime(addDays(SEED_TODAY, -3), 10, 4) },
  ]);
}
