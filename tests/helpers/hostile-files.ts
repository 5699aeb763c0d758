/**
 * Hostile uploads for tests/integration/hostile-uploads.test.ts, generated (deterministic, nothing
 * big committed): zip bombs whose sheets unpack to 300 MB (with honest and with lying zip headers),
 * deep and DTD-laden XML, giant cells and shared-string tables, wide and long sheets, newline floods
 * and million-row CSVs. A bomb is one compressed segment repeated: each segment ends with a full
 * flush (no back-reference across segments), so N copies inflate to N × the segment's text.
 */
import zlib from 'node:zlib';

export type ZipPart = { name: string; deflated: Buffer; crc: number; size: number };

/** A zip part holding `text`. */
export function part(name: string, text: string | Buffer): ZipPart {
  const data = Buffer.from(text);
  return { name, deflated: zlib.deflateRawSync(data, { level: 9 }), crc: zlib.crc32(data), size: data.length };
}

/** A zip part holding `head`, then `unit` repeated to about `bytes`, then `tail`, without ever holding it whole. */
export function bombPart(name: string, head: string, unit: string, bytes: number, tail: string): ZipPart {
  const chunk = Buffer.from(unit.repeat(Math.max(1, Math.floor((4 * 1024 * 1024) / unit.length))));
  const copies = Math.max(1, Math.round(bytes / chunk.length));
  const flush = { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH };
  const segment = zlib.deflateRawSync(chunk, flush);
  let crc = zlib.crc32(Buffer.from(head));
  for (let i = 0; i < copies; i++) crc = zlib.crc32(chunk, crc);
  crc = zlib.crc32(Buffer.from(tail), crc);
  const deflated = Buffer.concat([zlib.deflateRawSync(Buffer.from(head), flush), ...Array<Buffer>(copies).fill(segment), zlib.deflateRawSync(Buffer.from(tail))]);
  return { name, deflated, crc, size: head.length + chunk.length * copies + tail.length };
}

/** A zip of the parts; `claim` replaces the uncompressed size written in the headers (a lying zip). */
export function zipOf(parts: ZipPart[], claim?: (size: number) => number): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const size = claim ? claim(p.size) : p.size;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt16LE(0x21, 12); // 1980-01-01
    header.writeUInt32LE(p.crc >>> 0, 14);
    header.writeUInt32LE(p.deflated.length, 18);
    header.writeUInt32LE(Math.min(size, 0xfffffffe), 22);
    header.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt16LE(0x21, 14);
    entry.writeUInt32LE(p.crc >>> 0, 16);
    entry.writeUInt32LE(p.deflated.length, 20);
    entry.writeUInt32LE(Math.min(size, 0xfffffffe), 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    local.push(header, name, p.deflated);
    central.push(entry, name);
    offset += header.length + name.length + p.deflated.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** An .xlsx around one sheet part (and optionally a shared-strings part). */
export function xlsxOf(sheet: ZipPart, sharedStrings?: ZipPart, claim?: (size: number) => number): Buffer {
  const rels = [`<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`];
  if (sharedStrings) rels.push(`<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`);
  return zipOf(
    [
      part('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      part(
        '_rels/.rels',
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
      part('xl/workbook.xml', `<?xml version="1.0"?><workbook ${NS}><sheets><sheet name="计划" sheetId="1" r:id="rId1"/></sheets></workbook>`),
      part(
        'xl/_rels/workbook.xml.rels',
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
      ),
      { ...sheet, name: 'xl/worksheets/sheet1.xml' },
      ...(sharedStrings ? [{ ...sharedStrings, name: 'xl/sharedStrings.xml' }] : []),
    ],
    claim,
  );
}

const SHEET_HEAD = `<?xml version="1.0"?><worksheet ${NS}><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';
const HEADER_ROW = '<row r="1"><c r="A1" t="inlineStr"><is><t>通用名</t></is></c><c r="B1" t="inlineStr"><is><t>数量</t></is></c></row>';
const sheetPart = (rows: string) => part('sheet', SHEET_HEAD + rows + SHEET_TAIL);
const MB = 1024 * 1024;

/** Each hostile file, built on demand (some take a second). */
export const HOSTILE_XLSX = {
  /** The issue's attack: a sheet of rows holding a value, 300 MB unpacked, the zip's sizes true. */
  bomb: () => xlsxOf(bombPart('sheet', SHEET_HEAD + HEADER_ROW, '<row><c t="inlineStr"><is><t>阿莫西林</t></is></c><c><v>1</v></c></row>', 300 * MB, SHEET_TAIL)),
  /** The same, its zip headers claiming 1 KB for every part. */
  lyingBomb: () =>
    xlsxOf(bombPart('sheet', SHEET_HEAD + HEADER_ROW, '<row><c t="inlineStr"><is><t>阿莫西林</t></is></c><c><v>1</v></c></row>', 300 * MB, SHEET_TAIL), undefined, () => 1024),
  /** Empty rows only: nothing to count but bytes. */
  emptyRowsBomb: () => xlsxOf(bombPart('sheet', SHEET_HEAD + HEADER_ROW, '<row/>', 300 * MB, SHEET_TAIL)),
  /** 200,000 nested elements inside a cell. */
  deep: () => xlsxOf(bombPart('sheet', SHEET_HEAD + '<row r="2"><c r="A2"><v>', '<x>', 600_000, SHEET_TAIL)),
  /** A billion-laughs DTD in the sheet. */
  entities: () =>
    xlsxOf(
      part(
        'sheet',
        `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]><worksheet ${NS}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&lol9;</t></is></c></row>${SHEET_TAIL}`,
      ),
    ),
  /** 1.2 million shared strings. */
  sharedStrings: () => xlsxOf(sheetPart(HEADER_ROW), bombPart('sst', `<?xml version="1.0"?><sst ${NS}>`, '<si><t>x</t></si>', 1_200_000 * 17, '</sst>')),
  /** One shared string of 50 MB, used by a cell. */
  giantSharedString: () =>
    xlsxOf(sheetPart(HEADER_ROW + '<row r="2"><c r="A2" t="s"><v>0</v></c></row>'), bombPart('sst', `<?xml version="1.0"?><sst ${NS}><si><t>`, '药', 50 * MB, '</t></si></sst>')),
  /** One inline cell of 50 MB. */
  giantCell: () => xlsxOf(bombPart('sheet', SHEET_HEAD + HEADER_ROW + '<row r="2"><c r="A2" t="inlineStr"><is><t>', 'A', 50 * MB, `</t></is></c></row>${SHEET_TAIL}`)),
  /** 60 MB of whitespace between two tags. */
  giantText: () => xlsxOf(bombPart('sheet', SHEET_HEAD + HEADER_ROW, ' ', 60 * MB, SHEET_TAIL)),
  /** A value in column 2,000. */
  wide: () => xlsxOf(sheetPart(HEADER_ROW + '<row r="2"><c r="BXX2"><v>1</v></c></row>')),
  /** 100,000 valid rows (about 6 MB unpacked). */
  longSheet: () =>
    xlsxOf(
      part(
        'sheet',
        SHEET_HEAD +
          HEADER_ROW +
          Array.from({ length: 100_000 }, (_, i) => `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t>商品${i}</t></is></c><c r="B${i + 2}"><v>1</v></c></row>`).join('') +
          SHEET_TAIL,
      ),
    ),
};

export const HOSTILE_CSV = {
  /** 2 MB of line breaks (minus a little, to pass the size check). */
  newlines: (bytes: number) => Buffer.alloc(bytes - 16, 0x0a),
  /** A header, then one short record per line up to `bytes`. */
  manyRows: (bytes: number, header = '通用名,数量') => Buffer.from(header + '\n' + 'a,1\n'.repeat(Math.floor((bytes - Buffer.byteLength(header) - 1) / 4))),
  /** One cell as large as the file may be. */
  giantCell: (bytes: number) => Buffer.from('通用名,数量\n' + 'A'.repeat(bytes - 64) + ',1\n'),
};

/** A PNG header claiming 60,000 × 60,000 pixels (3.6 gigapixels), then a tiny truncated image. */
export function pixelBombPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(60_000, 0);
  ihdr.writeUInt32BE(60_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = zlib.deflateSync(Buffer.alloc(60_000 * 3 + 1));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

export type Target = 'plan-file' | 'plan-paste' | 'goods-preview' | 'goods-apply' | 'goods-image';
export type Attack = { name: string; target: Target; file: () => Buffer | string | Promise<Buffer>; filename?: string; refusal?: RegExp };

const PLAN_BYTES = 2 * MB;
const GOODS_BYTES = 10 * MB;
const GOODS_HEADER = '商品编号,类型,通用名,商品名,规格,单位,生产企业,批准文号,处方类别,剂型,产地,等级,器械类别,分类,供货价,建议零售价,库存,批号,生产日期,有效期至';

/** Every attack, with the refusal it must get (any 4xx when no message is given). */
export const ATTACKS: Attack[] = [
  { name: 'plan: xlsx bomb, 300 MB sheet', target: 'plan-file', file: HOSTILE_XLSX.bomb, refusal: /文件解压后过大：.*20 MB/ },
  { name: 'plan: xlsx bomb, zip headers claim 1 KB', target: 'plan-file', file: HOSTILE_XLSX.lyingBomb, refusal: /文件解压后过大：.*20 MB/ },
  { name: 'plan: xlsx of 300 MB of empty rows', target: 'plan-file', file: HOSTILE_XLSX.emptyRowsBomb, refusal: /文件解压后过大/ },
  { name: 'plan: deeply nested XML', target: 'plan-file', file: HOSTILE_XLSX.deep, refusal: /嵌套超过 64 层/ },
  { name: 'plan: billion-laughs DTD', target: 'plan-file', file: HOSTILE_XLSX.entities, refusal: /DTD/ },
  { name: 'plan: 1.2 million shared strings', target: 'plan-file', file: HOSTILE_XLSX.sharedStrings, refusal: /共享字符串最多/ },
  { name: 'plan: one 50 MB shared string', target: 'plan-file', file: HOSTILE_XLSX.giantSharedString, refusal: /单个 XML 元素超过 1,000,000 字|解压后过大/ },
  { name: 'plan: one 50 MB inline cell', target: 'plan-file', file: HOSTILE_XLSX.giantCell, refusal: /单个 XML 元素超过 1,000,000 字/ },
  { name: 'plan: 60 MB of whitespace', target: 'plan-file', file: HOSTILE_XLSX.giantText, refusal: /单个 XML 元素超过|解压后过大/ },
  { name: 'plan: a value in column 2,000', target: 'plan-file', file: HOSTILE_XLSX.wide, refusal: /列数过多：最多 256 列/ },
  { name: 'plan: 100,000-row xlsx', target: 'plan-file', file: HOSTILE_XLSX.longSheet, refusal: /共 100000 行数据，超过每次 2000 行的上限/ },
  { name: 'plan: 2 MB CSV of line breaks', target: 'plan-file', file: () => HOSTILE_CSV.newlines(PLAN_BYTES), filename: 'plan.csv', refusal: /表格是空的/ },
  { name: 'plan: 500,000-row CSV', target: 'plan-file', file: () => HOSTILE_CSV.manyRows(PLAN_BYTES), filename: 'plan.csv', refusal: /共 524283 行数据，超过每次 2000 行的上限/ },
  { name: 'plan: 2 MB CSV cell', target: 'plan-file', file: () => HOSTILE_CSV.giantCell(PLAN_BYTES), filename: 'plan.csv', refusal: /单元格过长：最多 500 字（第 2 行 A 列）/ },
  { name: 'plan: oversized file', target: 'plan-file', file: () => Buffer.alloc(PLAN_BYTES + 1, 0x41), filename: 'plan.csv', refusal: /2 MB/ },
  {
    name: 'plan: paste of a million line breaks and 2,001 lines',
    target: 'plan-paste',
    file: () => '通用名\t数量\n' + '\n'.repeat(1_000_000) + 'a\t1\n'.repeat(2001),
    refusal: /共 2001 行数据/,
  },
  { name: 'plan: oversized paste', target: 'plan-paste', file: () => 'a'.repeat(PLAN_BYTES + 1) },
  { name: 'goods preview: xlsx bomb, 300 MB sheet', target: 'goods-preview', file: HOSTILE_XLSX.emptyRowsBomb, refusal: /文件解压后过大/ },
  { name: 'goods preview: xlsx bomb, zip headers claim 1 KB', target: 'goods-preview', file: HOSTILE_XLSX.lyingBomb, refusal: /文件过大：最多 5,000 行|文件解压后过大/ },
  { name: 'goods preview: deeply nested XML', target: 'goods-preview', file: HOSTILE_XLSX.deep, refusal: /嵌套超过 64 层/ },
  { name: 'goods preview: billion-laughs DTD', target: 'goods-preview', file: HOSTILE_XLSX.entities, refusal: /DTD/ },
  { name: 'goods preview: one 50 MB shared string', target: 'goods-preview', file: HOSTILE_XLSX.giantSharedString, refusal: /单个 XML 元素超过 1,000,000 字|解压后过大/ },
  { name: 'goods preview: 100,000-row xlsx', target: 'goods-preview', file: HOSTILE_XLSX.longSheet, refusal: /文件过大：最多 5,000 行/ },
  { name: 'goods preview: 10 MB CSV of line breaks', target: 'goods-preview', file: () => HOSTILE_CSV.newlines(GOODS_BYTES), filename: 'goods.csv', refusal: /缺少列/ },
  {
    name: 'goods preview: million-row CSV',
    target: 'goods-preview',
    file: () => HOSTILE_CSV.manyRows(GOODS_BYTES, GOODS_HEADER),
    filename: 'goods.csv',
    refusal: /文件过大：最多 5,000 行/,
  },
  { name: 'goods preview: 10 MB CSV cell', target: 'goods-preview', file: () => HOSTILE_CSV.giantCell(GOODS_BYTES), filename: 'goods.csv', refusal: /单元格过长：最多 200 字/ },
  { name: 'goods preview: oversized file', target: 'goods-preview', file: () => Buffer.alloc(GOODS_BYTES + 1, 0x41), filename: 'goods.csv', refusal: /10 MB/ },
  { name: 'goods apply: xlsx bomb, 300 MB sheet', target: 'goods-apply', file: HOSTILE_XLSX.bomb, refusal: /文件过大：最多 5,000 行|文件解压后过大/ },
  {
    name: 'goods apply: million-row CSV',
    target: 'goods-apply',
    file: () => HOSTILE_CSV.manyRows(GOODS_BYTES, GOODS_HEADER),
    filename: 'goods.csv',
    refusal: /文件过大：最多 5,000 行/,
  },
  { name: 'goods photo: 3.6-gigapixel PNG', target: 'goods-image', file: pixelBombPng, filename: 'bomb.png' },
  { name: 'goods photo: oversized file', target: 'goods-image', file: () => Buffer.alloc(5 * MB + 1, 0x41), filename: 'big.png' },
];

/** The largest legitimate files, which must still be read (built by the child from the catalogue). */
export const ACCEPTED = [
  { name: 'plan: 2,000-line xlsx', target: 'plan-file', filename: 'plan.xlsx' },
  { name: 'goods preview: 5,000-row xlsx', target: 'goods-preview', filename: 'goods.xlsx' },
] as const;
