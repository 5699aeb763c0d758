import { getSiteSettings } from '../content/site-settings';

export type Party = { name: string; taxNo: string; address: string; bank: string };

/**
 * The platform's invoicing identity: the company from the site settings; tax number and bank from the
 * environment (INVOICE_SELLER_TAX_NO, INVOICE_SELLER_BANK), with demo values.
 */
export async function sellerInfo(): Promise<Party> {
  const { company, hotLine } = await getSiteSettings();
  return {
    name: company.name || '药采',
    taxNo: process.env.INVOICE_SELLER_TAX_NO || '91330110MA2H8K3X1D',
    address: `${company.address} ${hotLine}`.trim(),
    bank: process.env.INVOICE_SELLER_BANK || '招商银行杭州分行营业部 571912345610801',
  };
}
