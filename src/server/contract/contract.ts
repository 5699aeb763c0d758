import { desc, eq } from 'drizzle-orm';
import { db } from '../db/client';
import { contractSignatures, stores } from '../db/schema';
import { notify } from '../accounts/messages';

/** The version of the purchase contract text below; a signature records which one it was. */
export const CONTRACT_VERSION = '2026.11-v1';

export type ContractParty = { company: string; contact: string; address: string };

/** The electronic purchase contract (电子采购合同) text, filled with the buying store. */
export function contractText(store: ContractParty, siteName = '药采') {
  return {
    title: `${siteName}电子采购合同`,
    version: CONTRACT_VERSION,
    sections: [
      { heading: '合同双方', body: `甲方（采购方）：${store.company}，地址：${store.address}，联系人：${store.contact}。乙方（供货方）：${siteName}医药采购批发平台运营企业。` },
      { heading: '第一条 合作内容', body: '甲方通过乙方平台采购药品、中药饮片及医疗器械，乙方按甲方订单及国家有关规定供货。甲方采购的品种应在其许可证核定的经营范围之内。' },
      {
        heading: '第二条 资质与合规',
        body: '甲方保证所提交的营业执照、药品经营许可证（或医疗机构执业许可证）、采购委托书及采购人员身份证明真实、合法、有效，证件变更或到期前应及时更新；证件过期期间乙方有权暂停供货。含麻黄碱类复方制剂等特殊管理药品按国家规定限量销售，甲方应按时回传回执单。',
      },
      { heading: '第三条 订单与价格', body: '订单以甲方在平台提交并经系统确认的内容为准，价格以下单时平台显示的价格为准（含阶梯价、促销及优惠券抵扣）。' },
      { heading: '第四条 付款与结算', body: '甲方可使用在线支付、余额或经乙方批准的账期付款。账期款项应在账单到期日前结清，逾期未结清的，乙方有权暂停其账期采购。' },
      {
        heading: '第五条 配送与验收',
        body: '乙方按照 GSP 要求储存和运输药品，并随货提供随货同行单。甲方收货时应按批号、有效期、数量进行验收，如有破损、短少或质量问题，应在收货后 48 小时内在平台提出。',
      },
      { heading: '第六条 退换货', body: '因乙方原因造成的质量问题、错发、漏发，乙方负责退换；药品一经售出，非质量问题原则上不予退换，具体以平台“药品退换”规则为准。' },
      {
        heading: '第七条 记录与保密',
        body: '双方依法保存购销记录不少于法定期限。乙方对甲方的证照、联系人及交易信息负有保密义务，仅在法律法规要求或履行本合同所必需的范围内使用。',
      },
      {
        heading: '第八条 其他',
        body: '本合同以电子方式签署，与纸质合同具有同等法律效力。签署时记录签署时间、IP 地址及合同版本。未尽事宜，双方协商解决；协商不成的，提交乙方所在地人民法院诉讼解决。',
      },
    ],
  };
}

export async function contractStatus(storeId: number) {
  const conn = await db();
  const [store] = await conn.select({ signedAt: stores.contractSignedAt }).from(stores).where(eq(stores.id, storeId));
  const [latest] = await conn.select().from(contractSignatures).where(eq(contractSignatures.storeId, storeId)).orderBy(desc(contractSignatures.signedAt)).limit(1);
  return {
    signed: Boolean(store?.signedAt),
    signed_at: store?.signedAt?.toISOString() ?? null,
    version: latest?.version ?? null,
    signer: latest?.signerName ?? null,
    ip: latest?.ip ?? null,
    current_version: CONTRACT_VERSION,
  };
}

/** Signs the contract for a store: records time, IP, user agent and version, and marks the store. */
export async function signContract(input: { storeId: number; memberId: number; signerName: string; ip: string; userAgent: string }, now = new Date()) {
  const conn = await db();
  await conn.transaction(async (tx) => {
    await tx.insert(contractSignatures).values({
      storeId: input.storeId,
      memberId: input.memberId,
      version: CONTRACT_VERSION,
      signerName: input.signerName,
      ip: input.ip,
      userAgent: input.userAgent.slice(0, 300),
      signedAt: now,
    });
    await tx.update(stores).set({ contractSignedAt: now }).where(eq(stores.id, input.storeId));
  });
  await notify(input.storeId, '电子采购合同已签署', `您已于 ${now.toISOString().slice(0, 10)} 签署《电子采购合同》（版本 ${CONTRACT_VERSION}），可在“电子采购合同”页面查看。`);
  return contractStatus(input.storeId);
}
