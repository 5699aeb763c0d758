/**
 * Demo data of issue 14: a lottery running now (its window is relative to the day the seed runs,
 * so it is live whenever the demo is started), its prizes, the points-mall goods, and the address and
 * points ledger of the third demo member `choujiang` (./members.ts; approved, has not joined the
 * lottery: the pop-up shows for them). The `demo`
 * member has already drawn once, so the pop-up does not cover the pages other tests click through.
 * Runs after the main insert; ids come from the sequences.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as s from '../db/schema';
import { LOTTERY_MEMBER_POINTS } from './members';

/**
 * Midnight in Asia/Shanghai `days` from the current day, computed by the database from its clock:
 * the seed code itself never reads the clock (tests/unit/seed/generate.test.ts), yet the lottery
 * must be running whenever the demo is seeded.
 */
export function shanghaiDay(days: number, extra = '0 seconds'): SQL {
  return sql`((date_trunc('day', now() at time zone 'Asia/Shanghai') + make_interval(days => ${days}) + ${extra}::interval) at time zone 'Asia/Shanghai')`;
}

/** The lottery demo member (generated in ./members.ts): member 3 with store 3. */
export const LOTTERY_MEMBER = { username: 'choujiang', phone: '13700137000', name: '王芳' };
export const LOTTERY_STORE_ID = 3;

export const DEMO_POINTS_GOODS: Omit<typeof s.pointsGoods.$inferInsert, 'sort'>[] = [
  { name: '医用外科口罩（50只装）', picture: '口罩', description: '一次性使用医用外科口罩，三层防护，独立包装。', points: 800, stock: 500, perMemberLimit: 5 },
  { name: '电子体温计', picture: '体温计', description: '腋下/口腔两用，约 60 秒测温，带发烧提示。', points: 1500, stock: 200, perMemberLimit: 2 },
  { name: '药采定制帆布袋', picture: '帆布袋', description: '加厚帆布，门店进货、日常出行都合适。', points: 600, stock: 300, perMemberLimit: null },
  { name: '免洗洗手液 500ml', picture: '洗手液', description: '75% 乙醇配方，门店前台常备。', points: 900, stock: 400, perMemberLimit: 10 },
  { name: '不锈钢保温杯', picture: '保温杯', description: '316 不锈钢内胆，450ml，保温 12 小时。', points: 2500, stock: 120, perMemberLimit: 2 },
  { name: '智能分格药盒', picture: '药盒', description: '一周七格，定时提醒服药。', points: 3200, stock: 80, perMemberLimit: 1 },
  { name: '家用上臂式血压计', picture: '血压计', description: '全自动上臂式，双人记忆，积分 + 现金兑换。', points: 6000, cash: 4900, stock: 50, perMemberLimit: 1 },
  { name: '血糖仪套装（含试纸 50 片）', picture: '血糖仪', description: '免调码，5 秒出结果，积分 + 现金兑换。', points: 5000, cash: 3000, stock: 30, perMemberLimit: 1 },
  { name: '紫砂养生壶（限量）', picture: '养生壶', description: '限量款，已兑完，下期补货。', points: 20000, stock: 0, perMemberLimit: 1 },
];

export async function insertLotteryDemo(tx: Tx): Promise<void> {
  const startsAt = shanghaiDay(-3);
  const endsAt = shanghaiDay(28, '-1 second');
  const [coupon] = await tx
    .insert(s.coupons)
    .values({
      name: '抽奖专享满300减20',
      kind: 'amount',
      threshold: 30_000,
      value: 2_000,
      validFrom: startsAt,
      validTo: shanghaiDay(58),
    })
    .returning({ id: s.coupons.id });
  const [activity] = await tx
    .insert(s.lotteryActivities)
    .values({
      name: '药采冬季采购节 · 幸运大抽奖',
      rules: [
        '活动期间资质审核通过的会员可免费抽奖 1 次；',
        '活动期间每支付订单满 ¥1000 再得 1 次抽奖机会，每人最多 5 次；',
        '积分、优惠券、现金券、余额红包即时到账，实物奖品以积分订单形式发货（请先维护收货地址）；',
        '每次抽奖必中奖；奖品数量有限，某项奖品抽完后抽中它即为“谢谢参与”；中奖记录可在活动中心查看。',
      ].join('\n'),
      startsAt,
      endsAt,
      freeChances: 1,
      chanceEveryFen: 100_000,
      maxChances: 5,
    })
    .returning({ id: s.lotteryActivities.id });
  const activityId = activity!.id;
  const prizes = await tx
    .insert(s.lotteryPrizes)
    .values([
      { activityId, sort: 1, name: '100 积分', remarks: '已存入您的积分账户，可在积分商城兑换礼品', kind: 'points', value: 100, weight: 4500, stock: 5000 },
      { activityId, sort: 2, name: '满300减20优惠券', remarks: '已放入“我的优惠券”，下单时可用', kind: 'coupon', couponId: coupon!.id, weight: 2500, stock: 1000 },
      { activityId, sort: 3, name: '500 积分', remarks: '已存入您的积分账户', kind: 'points', value: 500, weight: 1500, stock: 500 },
      { activityId, sort: 4, name: '¥5 现金券', remarks: '已放入“现金券”，30 天内下单抵扣现金', kind: 'voucher', value: 500, weight: 700, stock: 300 },
      { activityId, sort: 5, name: '¥10 余额红包', remarks: '已存入账户余额，可直接用于支付订单', kind: 'balance', value: 1_000, weight: 500, stock: 200 },
      { activityId, sort: 6, name: '电子体温计', remarks: '实物奖品，将按默认收货地址发货，可在积分订单查看', kind: 'goods', weight: 300, stock: 20 },
      { activityId, sort: 7, name: '谢谢参与', remarks: '下单满 ¥1000 可再得一次抽奖机会', kind: 'none', weight: 0, stock: null },
    ])
    .returning({ id: s.lotteryPrizes.id, name: s.lotteryPrizes.name, kind: s.lotteryPrizes.kind, remarks: s.lotteryPrizes.remarks });

  // The demo member drew once two days ago (谢谢参与: nothing to deliver, the wallet demo stays as it is).
  const won = prizes.find((p) => p.kind === 'none')!;
  await tx.insert(s.lotteryParticipants).values({ activityId, storeId: 1, draws: 1 });
  await tx.insert(s.lotteryDraws).values({
    activityId,
    storeId: 1,
    memberId: 1,
    prizeId: won.id,
    prizeName: won.name,
    prizeKind: won.kind,
    remarks: won.remarks,
    createdAt: shanghaiDay(-2, '10 hours 30 minutes'),
  });

  const storeId = LOTTERY_STORE_ID;
  await tx.insert(s.addresses).values({
    storeId,
    consignee: LOTTERY_MEMBER.name,
    phone: LOTTERY_MEMBER.phone,
    province: '上海市',
    city: '上海市',
    district: '徐汇区',
    detail: '漕溪北路 398 号（康宁大药房）',
    isDefault: true,
  });
  // Points = Σ points ledger from the start.
  await tx.insert(s.pointsEntries).values({
    storeId,
    kind: 'adjustment',
    amount: LOTTERY_MEMBER_POINTS,
    balanceAfter: LOTTERY_MEMBER_POINTS,
    ref: 'seed:welcome',
    note: '开户赠送积分',
    createdAt: shanghaiDay(-190, '9 hours'),
  });
}

/** The points mall's goods; seeded before the wallet demo, whose points history redeems one of them. */
export async function insertPointsGoods(tx: Tx): Promise<void> {
  await tx.insert(s.pointsGoods).values(DEMO_POINTS_GOODS.map((g, i) => ({ ...g, sort: i + 1 })));
}
