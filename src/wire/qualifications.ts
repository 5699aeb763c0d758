/**
 * 资质证件 on the wire (GET /api/user/zizhi; built by src/server/qualifications/service.ts, read by the
 * member centre store and the certificates pages). Types only.
 */

/** The kinds of certificate (营业执照, 药品经营许可证, GSP, 医疗机构执业许可证, 医疗器械, 采购委托书, 采购人员身份证). */
export type LicenceType = 'business_license' | 'drug_license' | 'gsp' | 'medical_license' | 'device_license' | 'power_of_attorney' | 'buyer_id';

/** One uploaded certificate as the buyer sees it. */
export type Licence = {
  id: number;
  type: LicenceType;
  name: string;
  required: number;
  number: string;
  valid_from: string | null;
  valid_to: string | null;
  long_term: number;
  /** 经营范围 it grants (business licences). */
  scope: string[];
  status: 'pending' | 'approved' | 'rejected';
  status_text: string;
  reject_reason: string | null;
  file_url: string;
  expiry: 'valid' | 'expiring' | 'expired' | 'long_term';
  days_left: number | null;
  submitted_at: string;
  reviewed_at: string | null;
};

/** A certificate the store's company type asks for (or allows), with the one on record. */
export type LicenceSlot = { type: LicenceType; name: string; hint: string; required: number; scoped: number; current: Licence | null };

/** GET /api/user/zizhi: the certificates the store needs and holds, and what needs doing. */
export type Qualifications = {
  is_passed: number;
  company_type: string;
  required: LicenceSlot[];
  optional: LicenceSlot[];
  /** Names of required certificates not uploaded. */
  missing: string[];
  warnings: { level: 'expired' | 'expiring' | 'rejected'; text: string }[];
  /** Every 经营范围 a licence may grant. */
  scopes: readonly string[];
  list: Licence[];
};
