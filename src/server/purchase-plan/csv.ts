/**
 * CSV and pasted text: decoding (UTF-8 with or without BOM, UTF-16 as Excel's "Unicode text",
 * else GBK as Chinese Excel saves CSV) and the delimiter (comma, tab or semicolon, whichever the
 * first line uses most); splitting is src/lib/delimited.ts, record by record.
 */
import iconv from 'iconv-lite';
import { splitDelimited } from '../../lib/delimited';

export type Decoded = { text: string; encoding: 'utf-8' | 'utf-16le' | 'gbk' };

/** Text of a CSV file's bytes; `null` when the bytes are not text at all (binary). */
export function decodeText(bytes: Uint8Array): Decoded | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: Buffer.from(bytes.subarray(2)).toString('utf16le'), encoding: 'utf-16le' };
  const head = bytes.subarray(0, 4096);
  if (head.includes(0)) return null;
  // Control characters other than tab / CR / LF / form feed: a binary file, not text.
  let control = 0;
  for (const b of head) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) control++;
  if (control > 2) return null;
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start)), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(Buffer.from(bytes), 'gbk'), encoding: 'gbk' };
  }
}

/** The delimiter the first line uses most (comma, tab or semicolon; comma when none). */
export function delimiterOf(text: string): string {
  const newline = text.indexOf('\n');
  const firstLine = newline < 0 ? text : text.slice(0, newline);
  const counts = [',', '\t', ';'].map((d) => [d, firstLine.split(d).length - 1] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0]![1] > 0 ? counts[0]![0] : ',';
}

/** All rows of small text at once (the readers go record by record instead); trailing empty lines dropped. */
export function parseDelimited(text: string, delimiter?: string): string[][] {
  const rows = splitDelimited(text, delimiter ?? delimiterOf(text));
  while (rows.length && rows[rows.length - 1]!.every((v) => v.trim() === '')) rows.pop();
  return rows;
}

/**
 * Signs that text was decoded with the wrong encoding: U+FFFD (bytes that were not UTF-8, e.g. a
 * GBK file once opened and re-saved as UTF-8) or UTF-8 read as Latin-1 (Ã©, å…).
 */
export function looksGarbled(text: string): boolean {
  return text.includes('\uFFFD') || /[ÃÂâåæçèéï][\u0080-\u00bf\u0152-\u2122]/.test(text);
}
