/**
 * Reads the numbers printed on an uploaded invoice PDF (issue 30), so the operator confirms them instead
 * of typing them: the page text is taken from the content streams (pdf-lib parses the file and inflates
 * the streams; each font's ToUnicode map turns its codes back into characters, as a PDF viewer's copy
 * does), then 发票号码 / 发票代码 / 开票日期 / 价税合计（小写）/ 税额 are found by their printed labels.
 * A scanned PDF (an image, no text) gives nothing and the operator types the numbers.
 */
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';

type Font = { twoByte: boolean; map: Map<number, string> };

const hexText = (hex: string) => {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
};

/** A ToUnicode CMap: bfchar and bfrange entries, code → text. */
function parseCMap(text: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g)) map.set(parseInt(m[1]!, 16), hexText(m[2]!));
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]+>|\[[^\]]*\])/g)) {
      const [lo, hi] = [parseInt(m[1]!, 16), parseInt(m[2]!, 16)];
      if (hi - lo > 0xffff) continue;
      if (m[3]!.startsWith('[')) [...m[3]!.matchAll(/<([0-9a-fA-F]*)>/g)].forEach((d, i) => map.set(lo + i, hexText(d[1]!)));
      else {
        const base = hexText(m[3]!.slice(1, -1));
        for (let c = lo; c <= hi; c++) map.set(c, base.slice(0, -1) + String.fromCharCode(base.charCodeAt(base.length - 1) + c - lo));
      }
    }
  return map;
}

function streamText(doc: PDFDocument, obj: PDFObject | undefined): string {
  const o = obj instanceof PDFRef ? doc.context.lookup(obj) : obj;
  if (o instanceof PDFRawStream) return Buffer.from(decodePDFRawStream(o).decode()).toString('latin1');
  if (o instanceof PDFArray)
    return o
      .asArray()
      .map((x) => streamText(doc, x))
      .join('\n');
  return '';
}

function fontsOf(doc: PDFDocument, resources: PDFDict | undefined): Map<string, Font> {
  const fonts = new Map<string, Font>();
  const dict = resources?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of dict?.entries() ?? []) {
    const font = doc.context.lookup(ref);
    if (!(font instanceof PDFDict)) continue;
    const subtype = font.lookupMaybe(PDFName.of('Subtype'), PDFName)?.asString();
    const cmap = streamText(doc, font.get(PDFName.of('ToUnicode')));
    fonts.set(name.asString().slice(1), { twoByte: subtype === '/Type0', map: cmap ? parseCMap(cmap) : new Map() });
  }
  return fonts;
}

/** The bytes of a PDF string token: (literal) with escapes, or <hex>. */
function stringBytes(token: string): number[] {
  if (token.startsWith('<')) {
    const hex = token.slice(1, -1).replace(/\s/g, '');
    return Array.from({ length: Math.ceil(hex.length / 2) }, (_, i) => parseInt(hex.slice(i * 2, i * 2 + 2).padEnd(2, '0'), 16));
  }
  const body = token.slice(1, -1);
  const out: number[] = [];
  const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch !== '\\') out.push(ch.charCodeAt(0));
    else {
      const next = body[++i] ?? '';
      const octal = /^[0-7]{1,3}/.exec(body.slice(i))?.[0];
      if (octal) {
        out.push(parseInt(octal, 8) & 0xff);
        i += octal.length - 1;
      } else if (next in escapes) out.push(escapes[next]!);
    }
  }
  return out;
}

function decode(bytes: number[], font: Font | undefined): string {
  if (!font) return String.fromCharCode(...bytes);
  let out = '';
  const step = font.twoByte ? 2 : 1;
  for (let i = 0; i + step <= bytes.length; i += step) {
    const code = font.twoByte ? (bytes[i]! << 8) | bytes[i + 1]! : bytes[i]!;
    out += font.map.get(code) ?? (font.twoByte ? '' : String.fromCharCode(code));
  }
  return out;
}

const TOKENS = /\((?:\\[\s\S]|[^\\)])*\)|<[0-9a-fA-F\s]*>|\[|\]|\/[^\s/<>[\]()]+|-?\d*\.?\d+|[A-Za-z'"*]+/g;

/** The text shown by one content stream, a line break at each text positioning operator. */
function contentText(content: string, fonts: Map<string, Font>): string {
  let font: Font | undefined;
  let out = '';
  const operands: string[] = [];
  let array: string[] | null = null;
  for (const [token] of content.matchAll(TOKENS)) {
    if (token === '[') array = [];
    else if (token === ']') {
      operands.push(`[${array?.length ?? 0}`);
      if (array) operands.push(...array);
      array = null;
    } else if (array && (token.startsWith('(') || token.startsWith('<'))) array.push(token);
    else if (array) continue;
    else if (/^[A-Za-z'"*]+$/.test(token)) {
      if (token === 'Tf') font = fonts.get(operands.at(-2)?.slice(1) ?? '');
      else if (token === 'Tj' || token === "'" || token === '"') out += decode(stringBytes(operands.at(-1) ?? '()'), font);
      else if (token === 'TJ')
        out += operands
          .filter((o) => o.startsWith('(') || o.startsWith('<'))
          .map((o) => decode(stringBytes(o), font))
          .join('');
      else if (['Td', 'TD', 'T*', 'Tm', 'ET'].includes(token)) out += '\n';
      operands.length = 0;
    } else operands.push(token);
  }
  return out;
}

/** Every page's text (form XObjects included, one level deep). Empty when the file is not a readable PDF. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return '';
  }
  const parts: string[] = [];
  for (const page of doc.getPages()) {
    const resources = page.node.Resources();
    parts.push(contentText(streamText(doc, page.node.get(PDFName.of('Contents'))), fontsOf(doc, resources)));
    for (const [, ref] of resources?.lookupMaybe(PDFName.of('XObject'), PDFDict)?.entries() ?? []) {
      const form = doc.context.lookup(ref);
      if (!(form instanceof PDFRawStream) || form.dict.lookupMaybe(PDFName.of('Subtype'), PDFName)?.asString() !== '/Form') continue;
      parts.push(contentText(streamText(doc, form), fontsOf(doc, form.dict.lookupMaybe(PDFName.of('Resources'), PDFDict) ?? resources)));
    }
  }
  return parts.join('\n');
}

export type ReadNumbers = { invoice_no: string; invoice_code: string; issue_date: string; amount: string; tax_amount: string };

/** The numbers found on the invoice by their labels (empty where not found); the operator checks them. */
export async function readInvoicePdf(bytes: Uint8Array): Promise<ReadNumbers & { found: boolean }> {
  const text = (await pdfText(bytes)).replace(/[ \t\u3000]+/g, '');
  const after = (label: RegExp, value: RegExp) => new RegExp(`${label.source}[:：]?\\s*${value.source}`).exec(text)?.[1] ?? '';
  const invoice_no = after(/发票号码/, /(\d{20}|\d{8})(?!\d)/);
  const date = /(\d{4})年(\d{1,2})月(\d{1,2})日/.exec(text) ?? /开票日期[:：]?\s*(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const money = (v: string) => v.replace(/[,，]/g, '');
  const out: ReadNumbers = {
    invoice_no,
    invoice_code: after(/发票代码/, /(\d{12}|\d{10})(?!\d)/),
    issue_date: date ? `${date[1]}-${date[2]!.padStart(2, '0')}-${date[3]!.padStart(2, '0')}` : '',
    amount: money(after(/[(（]小写[)）]/, /[¥￥]?\s*([\d,，]+\.\d{2})/)),
    // 「合计 ¥金额 ¥税额」: the second amount of the 合计 row is the tax total.
    tax_amount: money(/合计\s*[¥￥]?([\d,，]+\.\d{2})\s*[¥￥]?([\d,，]+\.\d{2})/.exec(text)?.[2] ?? ''),
  };
  return { ...out, found: out.invoice_no !== '' };
}
