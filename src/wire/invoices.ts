/**
 * 发票抬头 profiles on the wire (GET /api/user/invoice_titles, the /dzfp page and step 2's 「使用已保存的抬头」;
 * built by src/server/invoices/titles.ts, read by src/stores/self-service.ts and the checkout island). Types only.
 */
export type InvoiceTitle = {
  id: number;
  kind: 'normal' | 'vat';
  kind_text: string;
  holder: 'company' | 'person';
  holder_text: string;
  title: string;
  tax_no: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
  email: string;
  is_default: number;
};
