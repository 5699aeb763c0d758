/**
 * The small parts of an xlsx read before any sheet: the workbook (sheets with their state and part,
 * the 1904 date system), the cell styles that are dates, and the shared-strings table (bounded in
 * count and text; each string kept to one character past the cell limit, enough to refuse it).
 */
import { readXml } from './xml';
import type { ZipArchive } from './zip';
import { excelDate, formatIsDate, unescapeExcel } from './cells';
import { LIMIT_MESSAGES, TableFormatError, TableLimitError, XML_LIMITS } from './limits';

export type SheetInfo = { name: string; sheetId: number; state: string; path: string };
export type Workbook = {
  /** In exceljs's order (by sheetId). */
  sheets: SheetInfo[];
  /** Whether cell style `s` shows numbers as dates. */
  isDateStyle(style: number): boolean;
  toDate(serial: number): Date;
  sharedString(index: number): string | undefined;
};

/** A relationship target relative to the part that names it → the zip path. */
function resolve(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.') parts.push(piece);
  }
  return parts.join('/');
}

async function relationships(zip: ZipArchive, part: string): Promise<Map<string, string>> {
  const slash = part.lastIndexOf('/');
  const relsPath = `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
  const targets = new Map<string, string>();
  if (!zip.has(relsPath)) return targets;
  await readXml(zip, relsPath, {
    open(name, a) {
      if (name !== 'Relationship' || !a.Id || !a.Target) return;
      if (targets.size >= XML_LIMITS.maxEntries) throw new TableLimitError(LIMIT_MESSAGES.entries());
      targets.set(a.Id, a.Type?.endsWith('/officeDocument') ? a.Target : resolve(part, a.Target));
    },
  });
  return targets;
}

async function workbookPath(zip: ZipArchive): Promise<string> {
  const root = await relationships(zip, '');
  for (const target of root.values()) if (/workbook\.xml$/i.test(target)) return target.replace(/^\//, '');
  return 'xl/workbook.xml';
}

async function dateStyles(zip: ZipArchive, path: string | undefined): Promise<boolean[]> {
  const custom = new Map<number, string>();
  const formats: number[] = [];
  if (!path || !zip.has(path)) return [];
  let inCellXfs = false;
  await readXml(zip, path, {
    open(name, a) {
      if (name === 'numFmt' && a.numFmtId && a.formatCode) custom.set(Number(a.numFmtId), a.formatCode);
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        if (formats.length >= XML_LIMITS.maxStyles) throw new TableLimitError(LIMIT_MESSAGES.styles());
        formats.push(Number(a.numFmtId ?? 0) || 0);
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return formats.map((id) => formatIsDate(id, custom));
}

async function sharedStrings(zip: ZipArchive, path: string | undefined, keepChars: number): Promise<string[]> {
  const strings: string[] = [];
  if (!path || !zip.has(path)) return strings;
  let total = 0;
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  await readXml(zip, path, {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && current !== null && phonetic === 0) inText = true;
    },
    text(text) {
      if (!inText || current === null || current.length > keepChars) return;
      current = (current + text).slice(0, keepChars + 1);
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si' && current !== null) {
        const value = unescapeExcel(current);
        total += value.length;
        if (strings.length >= XML_LIMITS.maxSharedStrings || total > XML_LIMITS.maxSharedText) throw new TableLimitError(LIMIT_MESSAGES.sharedStrings());
        strings.push(value);
        current = null;
      }
    },
  });
  return strings;
}

export async function readWorkbook(zip: ZipArchive, keepChars: number): Promise<Workbook> {
  const path = await workbookPath(zip);
  if (!zip.has(path)) throw new TableFormatError('no workbook');
  const rels = await relationships(zip, path);
  const sheets: SheetInfo[] = [];
  let date1904 = false;
  await readXml(zip, path, {
    open(name, a) {
      if (name === 'workbookPr') date1904 = a.date1904 === '1';
      if (name !== 'sheet') return;
      if (sheets.length >= XML_LIMITS.maxSheets) throw new TableLimitError(LIMIT_MESSAGES.sheets());
      const rid = Object.entries(a).find(([key]) => /(^|:)id$/.test(key) && key !== 'sheetId')?.[1];
      const target = rid ? rels.get(rid) : undefined;
      if (target) sheets.push({ name: a.name ?? '', sheetId: Number(a.sheetId) || sheets.length + 1, state: a.state ?? 'visible', path: target });
    },
  });
  sheets.sort((x, y) => x.sheetId - y.sheetId);
  const byType = (suffix: string) => [...rels.entries()].find(([, target]) => target.toLowerCase().endsWith(suffix))?.[1];
  const styles = await dateStyles(zip, byType('styles.xml'));
  const strings = await sharedStrings(zip, byType('sharedstrings.xml'), keepChars);
  return {
    sheets,
    isDateStyle: (style) => styles[style] === true,
    toDate: (serial) => excelDate(serial, date1904),
    sharedString: (index) => strings[index],
  };
}
