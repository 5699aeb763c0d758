import type { CompanyType, QualificationType } from '../db/schema';

export const QUALIFICATION_LABELS: Record<QualificationType, string> = {
  business_license: '营业执照',
  drug_license: '药品经营许可证',
  gsp: 'GSP 证书',
  medical_license: '医疗机构执业许可证',
  device_license: '医疗器械经营备案/许可证',
  power_of_attorney: '采购委托书',
  buyer_id: '采购人员身份证',
};

export const QUALIFICATION_HINTS: Record<QualificationType, string> = {
  business_license: '加盖公章的营业执照复印件或原件照片',
  drug_license: '药品经营许可证正本（含经营范围）',
  gsp: '药品经营质量管理规范认证证书（已取消认证的地区可不传）',
  medical_license: '医疗机构执业许可证正本（含诊疗科目）',
  device_license: '采购医疗器械时需要：第二类医疗器械经营备案凭证或第三类经营许可证',
  power_of_attorney: '加盖公章、法定代表人签字的采购委托书',
  buyer_id: '被委托采购人员身份证正反面（可合并为一个 PDF）',
};

/** Every buyer proves who it is and who buys for it (GSP). */
const EVERY_BUYER: QualificationType[] = ['business_license', 'power_of_attorney', 'buyer_id'];

/** Required certificates per company type (DOMAIN.md, "Buyers and their licences"). */
export function requiredTypes(companyType: CompanyType | string): QualificationType[] {
  switch (companyType) {
    case '单体药店':
    case '连锁药店':
    case '批发企业':
      return ['business_license', 'drug_license', ...EVERY_BUYER.slice(1)];
    case '诊所':
    case '医疗机构':
      return ['business_license', 'medical_license', ...EVERY_BUYER.slice(1)];
    default:
      return EVERY_BUYER;
  }
}

/** Certificates a store may add beyond the required ones. */
export function optionalTypes(companyType: CompanyType | string): QualificationType[] {
  const pharmacy = ['单体药店', '连锁药店', '批发企业'].includes(companyType);
  return pharmacy ? ['gsp', 'device_license'] : ['device_license'];
}

/** Licences that carry a business scope (经营范围). */
export const SCOPED_TYPES: ReadonlySet<QualificationType> = new Set(['drug_license', 'medical_license']);

/** 经营范围 entries a buyer's licence may list (what decides which goods it may buy). */
export const BUSINESS_SCOPES = ['中成药', '化学药制剂', '抗生素制剂', '生化药品', '生物制品（除疫苗）', '中药饮片', '处方药', '非处方药', '医疗器械'] as const;

/** Days before expiry when the centre starts warning. */
export const EXPIRY_WARNING_DAYS = 30;
