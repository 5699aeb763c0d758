import { siteSettings } from '../db/schema';
import { db } from '../db/client';

export type CompanyInfo = {
  name: string;
  address: string;
  icp: string;
  licences: { label: string; number: string }[];
};

export type SiteSettings = {
  siteName: string;
  hotLine: string;
  complaintLine: string;
  qq1: string;
  qq2: string;
  company: CompanyInfo;
  qualityInspection: { quality_inspection_url: string; msg: string };
};

const DEFAULTS: SiteSettings = {
  siteName: '药采',
  hotLine: '',
  complaintLine: '',
  qq1: '',
  qq2: '',
  company: { name: '', address: '', icp: '', licences: [] },
  qualityInspection: { quality_inspection_url: '/zjbg', msg: '' },
};

const KEY_MAP: Record<string, keyof SiteSettings> = {
  site_name: 'siteName',
  hot_line: 'hotLine',
  complaint_line: 'complaintLine',
  qq1: 'qq1',
  qq2: 'qq2',
  company: 'company',
  quality_inspection: 'qualityInspection',
};

/** Operator settings from the database; `SITE_NAME` in the environment overrides the stored site name. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const rows = await (await db()).select().from(siteSettings);
  const settings: SiteSettings = structuredClone(DEFAULTS);
  for (const row of rows) {
    const key = KEY_MAP[row.key];
    if (key) (settings as Record<string, unknown>)[key] = row.value;
  }
  if (process.env.SITE_NAME) settings.siteName = process.env.SITE_NAME;
  return settings;
}
