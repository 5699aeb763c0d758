/** Account managers, the two demo members with their stores, and the demo store's messages. */
import { createHash } from 'node:crypto';
import { hashPasswordSync } from '../auth/password';
import { mobilePhone } from './codes';
import { DEMO_PASSWORD, SEED_TODAY } from './constants';
import { addDays, shanghaiTime } from './dates';
import type { Rng } from './random';
import type { AccountManagerRow, MemberRow, MessageRow, StoreRow } from './types';
import { GIVEN_NAMES, SURNAMES } from './data/people';

/** Seed hashes use a salt derived from the username so the data is reproducible (never do this for real sign-ups). */
export function seedSalt(username: string): Buffer {
  return createHash('sha256').update(`yaocai-seed:${username}`).digest().subarray(0, 16);
}

export function generateAccountManagers(rng: Rng): AccountManagerRow[] {
  const rows: AccountManagerRow[] = [{ id: 1, name: '药采客服中心', phone: '400-880-1234', isDefault: true }];
  const used = new Set<string>();
  while (rows.length < 5) {
    const name = rng.pick(SURNAMES) + rng.pick(GIVEN_NAMES);
    if (used.has(name)) continue;
    used.add(name);
    rows.push({ id: rows.length + 1, name, phone: mobilePhone(rng), isDefault: false });
  }
  return rows;
}

/** Points of the lottery demo member's store (3); its ledger entry is written by seed/lottery.ts. */
export const LOTTERY_MEMBER_POINTS = 3000;

/** The demo store's dedicated manager (the first person after the shared hotline). */
export const DEMO_MANAGER_ID = 2;

export function generateMembers(): { members: MemberRow[]; stores: StoreRow[] } {
  const member = (id: number, username: string, phone: string, name: string, createdDay: string): MemberRow => ({
    id,
    username,
    phone,
    passwordHash: hashPasswordSync(DEMO_PASSWORD, seedSalt(username)),
    name,
    face: '',
    wechatOpenId: null,
    activeStoreId: id, // each demo member runs one store with the same id
    suspendedAt: null,
    suspendReason: '',
    noticeSms: false,
    createdAt: shanghaiTime(createdDay, 10, 12),
  });
  const members = [
    member(1, 'demo', '13800138000', '张伟', addDays(SEED_TODAY, -400)),
    member(2, 'pending', '13900139000', '李娜', addDays(SEED_TODAY, -3)),
    // Lottery issue: approved, has not joined the running lottery, so the pop-up shows (seed/lottery.ts).
    member(3, 'choujiang', '13700137000', '王芳', addDays(SEED_TODAY, -200)),
    // Issue 25: an approved store whose 药品经营许可证 has lapsed (seed/accounts.ts): checkout refuses it.
    member(4, 'guoqi', '13600136000', '赵敏', addDays(SEED_TODAY, -300)),
  ];
  const base = { landline: '', email: '', rank: 1, points: 0, isSpecial: false, isShowYoux: true, isCanChat: false };
  const stores: StoreRow[] = [
    {
      ...base,
      id: 1,
      memberId: 1,
      company: '杭州仁心大药房有限公司',
      companyType: '单体药店',
      contact: '张伟',
      landline: '0571-8765 4321',
      email: 'renxin@example.com',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      address: '文三路 259 号 1 楼',
      isPassed: true,
      rank: 3,
      points: 12860,
      isCanChat: true,
      accountManagerId: DEMO_MANAGER_ID,
      contractSignedAt: shanghaiTime(addDays(SEED_TODAY, -395), 15, 30),
      createdAt: members[0]!.createdAt,
    },
    {
      ...base,
      id: 2,
      memberId: 2,
      company: '南京鼓楼康泰诊所',
      companyType: '诊所',
      contact: '李娜',
      province: '江苏省',
      city: '南京市',
      district: '鼓楼区',
      address: '中山北路 88 号',
      isPassed: false,
      accountManagerId: 1,
      contractSignedAt: null,
      createdAt: members[1]!.createdAt,
    },
    {
      ...base,
      id: 4,
      memberId: 4,
      company: '杭州康泰过期示例药房有限公司',
      companyType: '单体药店',
      contact: '赵敏',
      province: '浙江省',
      city: '杭州市',
      district: '拱墅区',
      address: '湖墅南路 66 号',
      isPassed: true,
      accountManagerId: 1,
      contractSignedAt: shanghaiTime(addDays(SEED_TODAY, -290), 10, 0),
      createdAt: members[3]!.createdAt,
    },
    {
      ...base,
      id: 3,
      memberId: 3,
      company: '上海康宁大药房有限公司',
      companyType: '单体药店',
      contact: '王芳',
      province: '上海市',
      city: '上海市',
      district: '徐汇区',
      address: '漕溪北路 398 号',
      isPassed: true,
      rank: 2,
      points: LOTTERY_MEMBER_POINTS,
      accountManagerId: 1,
      contractSignedAt: shanghaiTime(addDays(SEED_TODAY, -190), 14, 0),
      createdAt: members[2]!.createdAt,
    },
  ];
  // Inserted in id order: each table's serial continues after its seeded rows (tests/unit/seed/generate.test.ts).
  return { members, stores: stores.sort((a, b) => a.id - b.id) };
}

export function generateMessages(): MessageRow[] {
  const at = (daysAgo: number, hour: number) => shanghaiTime(addDays(SEED_TODAY, -daysAgo), hour, 5);
  const defs: [title: string, body: string, daysAgo: number, read: boolean][] = [
    ['资质审核通过', '您提交的营业执照、药品经营许可证等资质已审核通过，现在可以采购全部经营范围内的商品。', 395, true],
    ['电子合同签署成功', '您与药采的《药品采购服务协议》已签署成功，可在“电子合同”中查看和下载。', 395, true],
    ['专属客户经理已为您服务', '您的专属客户经理已分配，如有采购问题可直接联系，工作时间周一至周六 8:30—18:00。', 390, true],
    ['优惠券到账提醒', '“满 1000 减 30”优惠券已发放到您的账户，有效期至本月底，请在“我的钱包—优惠券”中查看。', 12, false],
    ['采购节活动预告', '药采采购节 11 月 1 日开启，全场满 3000 减 200，每日两场秒杀，欢迎提前加购。', 5, false],
    ['资质证件年度核验提醒', '请确认您上传的营业执照、药品经营许可证等证件在有效期内；证件到期前 30 天系统会再次提醒，过期将影响相关商品采购。', 2, false],
  ];
  return defs.map(([title, body, daysAgo, read], i) => ({
    id: i + 1,
    storeId: 1,
    title,
    body,
    readAt: read ? at(daysAgo - 1, 9) : null,
    createdAt: at(daysAgo, 10),
  }));
}
