import { inflateSync } from 'node:zlib';

/**
 * Whether a PDF carries active content a licence scan has no business with: scripts (`/JavaScript`,
 * `/JS`), automatic actions (`/AA`), launching programs, embedded files, rich media or forms.
 * Names are normalised first, as a PDF reader reads them: `#xx` hex escapes decoded (`/J#61vaScript`
 * is `/JavaScript`). Dictionaries hidden in compressed object streams (`/ObjStm`) are inflated (within
 * a budget) and checked the same way.
 */
export function pdfHasActiveContent(data: Buffer): boolean {
  const text = data.toString('latin1');
  if (ACTIVE.test(normaliseNames(text))) return true;
  let budget = INFLATE_BUDGET;
  for (const stream of objectStreams(data, text)) {
    if (budget <= 0) return true; // more packed dictionaries than a scan ever has: refuse rather than skip
    let inflated: Buffer;
    try {
      inflated = inflateSync(stream, { maxOutputLength: budget });
    } catch {
      return true; // cannot be read (or too large to read): cannot be cleared either
    }
    budget -= inflated.length;
    if (ACTIVE.test(normaliseNames(inflated.toString('latin1')))) return true;
  }
  return false;
}

const ACTIVE = /\/(JavaScript|JS|AA|Launch|EmbeddedFile|EmbeddedFiles|RichMedia|XFA|AcroForm)(?=[\s/[\]<>(){}%]|$)/;
const INFLATE_BUDGET = 16 * 1024 * 1024;

/** Every PDF name token with its `#xx` escapes decoded (PDF 1.7 §7.3.5). */
function normaliseNames(text: string): string {
  return text.replace(/\/[^\s/[\]<>(){}%]*/g, (name) => name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
}

/** The raw bytes of each `/Type /ObjStm` stream (object streams hold compressed dictionaries). */
function* objectStreams(data: Buffer, text: string): Generator<Buffer> {
  const start = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = start.exec(text))) {
    const dictStart = text.lastIndexOf('<<', match.index);
    if (dictStart < 0 || !/\/Type\s*\/ObjStm\b/.test(normaliseNames(text.slice(dictStart, match.index)))) continue;
    const end = text.indexOf('endstream', match.index);
    if (end < 0) return;
    yield data.subarray(match.index + match[0].length, end);
    start.lastIndex = end;
  }
}
