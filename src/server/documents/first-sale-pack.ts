/**
 * 首营资料包: the wholesaler's licences plus the registration files of the goods asked for, as one zip
 * (fflate) with a 资料清单.txt naming each file, its number and expiry and the flag 已过期 / 30 天内到期.
 * A buyer gets a goods' pack only if its store bought the goods (else 404, as if it did not exist); an
 * order's pack (documents list) covers the order's goods. Demo files (key `demo`) are drawn on request.
 */
import { zipSync, strToU8 } from 'fflate';
import { PDFDocument, rgb } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { NotFoundError } from '../http/errors';
import { attachmentType, readAttachment } from '../attachments/store';
import { invoiceFont } from '../invoices/font';
import { FLAG_TEXT, boughtGoods, goodsFiles, supplierFiles, type FirstSaleView } from './first-sale';
import { supplierInfo, type Supplier } from './supplier';
import { pen, text } from './pdf-text';

export const DEMO_FILE = 'demo';
type DocFile = { data: Uint8Array; type: string; name: string };

const maskId = (id: string) => (id.length === 18 ? `${id.slice(0, 6)}********${id.slice(14)}` : id);

/** A one-page demo 证照 for a demo row, marked as a demo document. */
async function drawDemo(f: FirstSaleView, s: Supplier): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`${f.title} ${f.goodsName}`.trim());
  pdf.setProducer('药采');
  const font = await pdf.embedFont(await invoiceFont(), { subset: true });
  const page = pdf.addPage([595, 842]);
  const p = pen(page, font);
  page.drawRectangle({ x: 40, y: 300, width: 515, height: 480, borderColor: rgb(0.55, 0.43, 0.23), borderWidth: 3 });
  text(p, f.title, 60, 720, 26, { width: 475 });
  const rows: [string, string][] = [
    ['持证单位', f.goodsId === null ? s.name : f.goodsName],
    ...(f.goodsId === null ? ([['统一社会信用代码', s.uscc]] as [string, string][]) : []),
    ['证号', f.certNo || (f.kind === 'drug_licence' ? s.licenceNo : '—')],
    ...(f.kind === 'agent_letter' ? ([['被委托人', `${f.agentName}（身份证号 ${maskId(f.agentIdNo)}）`]] as [string, string][]) : []),
    ['有效期至', f.expiresOn],
  ];
  rows.forEach(([k, v], i) => {
    text(p, k, 70, 640 - i * 40, 13);
    text(p, v, 200, 640 - i * 40, 13, { width: 330 });
  });
  page.drawText('演示文档 · 非真实证照', { x: 130, y: 380, size: 30, font, color: rgb(0.8, 0.8, 0.8), opacity: 0.6 });
  return pdf.save();
}

/** The bytes of one file (null: its upload is missing on disk). */
export async function firstSaleBytes(f: FirstSaleView, s: Supplier): Promise<{ data: Uint8Array; type: string; ext: string } | null> {
  if (f.fileKey === DEMO_FILE) return { data: await drawDemo(f, s), type: 'application/pdf', ext: 'pdf' };
  const data = await readAttachment(f.fileKey);
  return data ? { data: new Uint8Array(data), type: attachmentType(f.fileKey), ext: f.fileKey.split('.').pop()! } : null;
}

const safe = (s: string) => s.replace(/[\\/:*?"<>|\s]+/g, '_');

function listLine(f: FirstSaleView, file: string): string {
  const flag = f.flag ? `【${FLAG_TEXT[f.flag]}】` : '';
  const agent = f.kind === 'agent_letter' ? `　被委托人 ${f.agentName}（身份证号 ${maskId(f.agentIdNo)}）` : '';
  return `${flag}${f.title}${f.goodsName ? `（${f.goodsName}）` : ''}　证号 ${f.certNo || '—'}　有效期至 ${f.expiresOn}${agent}　文件 ${file}`;
}

/** The zip of the wholesaler's files and these goods' registration files. */
export async function firstSaleZip(goodsIds: number[], name: string): Promise<DocFile> {
  const s = await supplierInfo();
  const files = [...(await supplierFiles()), ...(await goodsFiles(goodsIds))];
  const entries: Record<string, Uint8Array> = {};
  const lines = [`${s.name} 首营资料（${files.length} 份）`, ''];
  for (const f of files) {
    const bytes = await firstSaleBytes(f, s);
    if (!bytes) continue;
    const file = safe(`${f.goodsId === null ? '企业资质' : '商品资料'}-${f.title}${f.goodsName ? `-${f.goodsName}-${f.goodsId}` : ''}.${bytes.ext}`);
    entries[file] = bytes.data;
    lines.push(listLine(f, file));
  }
  entries['资料清单.txt'] = strToU8(lines.join('\r\n') + '\r\n');
  return { data: zipSync(entries, { level: 6 }), type: 'application/zip', name };
}

/** A goods' pack for a buyer: 404 unless the store bought the goods. */
export async function goodsFirstSalePack(storeId: number, goodsId: number): Promise<DocFile> {
  if (!(await boughtGoods(storeId, goodsId))) throw new NotFoundError('商品不存在或贵店未采购过该商品');
  return firstSaleZip([goodsId], `首营资料-${goodsId}.zip`);
}

/** What the buyer sees of a goods' 首营资料 (null: the store never bought it). */
export async function goodsFirstSaleList(storeId: number, goodsId: number): Promise<FirstSaleView[] | null> {
  if (!(await boughtGoods(storeId, goodsId))) return null;
  return [...(await supplierFiles()), ...(await goodsFiles([goodsId]))];
}
