/**
 * Pasted purchase lists as pharmacies paste them: rows copied from Excel (tab-separated), comma
 * lists (also full-width ，), and lists typed or copied from a chat with spaces between the fields
 * (`阿莫西林胶囊 0.25g*24粒 某某药业 10盒`), with or without a header line. Typed lists are read
 * line by line: fields separated by two or more spaces when every line has them, else by single
 * spaces, each token's kind (quantity, spec, maker…) deciding its field (guess-columns.ts).
 */
import { LIMIT_MESSAGES } from '../tabular/xlsx';
import { FIELD_LABELS, headerHits, PLAN_FIELDS, type ColumnMapping, type PlanField } from './headers';
import { fieldsOfTokens } from './guess-columns';
import { fail, PLAN_LIMITS, PlanRows, type SheetTable } from './plan-table';

/** The separator a paste uses: tab, comma, or white space (`null`). */
export function pasteDelimiter(lines: readonly string[]): '\t' | ',' | null {
  const sample = lines.slice(0, 50);
  if (sample.some((l) => l.includes('\t'))) return '\t';
  const withComma = sample.filter((l) => /[,，]/.test(l)).length;
  return withComma * 2 >= sample.length ? ',' : null;
}

const WIDE = /(?:[ \u00a0]{2,}|\u3000+)/;

/** Tokens of one typed line. */
function tokensOf(line: string, wide: boolean): string[] {
  return line
    .trim()
    .split(wide ? WIDE : /[\s\u3000]+/)
    .map((t) => t.trim())
    .filter(Boolean);
}

const FIXED_MAPPING = Object.fromEntries(PLAN_FIELDS.map((f, i) => [f, i])) as ColumnMapping;

/**
 * A list typed with spaces → the plan's table in the plan's field order, each line's fields from its
 * tokens (names may hold single spaces when fields are separated by several).
 */
export function readTypedList(lines: readonly string[]): SheetTable {
  const filled = lines.map((l, i) => ({ line: i + 1, text: l })).filter((l) => l.text.trim() !== '');
  // Two or more spaces between fields when every line has them (names then may hold single spaces).
  const wide = filled.length > 0 && filled.slice(0, 50).every((l) => tokensOf(l.text, true).length >= 2);
  const split = filled.map((l) => ({ line: l.line, tokens: tokensOf(l.text, wide) }));
  for (const { line, tokens } of split) {
    const long = tokens.findIndex((t) => t.length > PLAN_LIMITS.maxCellChars);
    if (long >= 0) fail(LIMIT_MESSAGES.cell(PLAN_LIMITS.maxCellChars, `第 ${line} 行`));
    if (tokens.length > PLAN_LIMITS.keepColumns) fail(LIMIT_MESSAGES.columns(PLAN_LIMITS.keepColumns));
  }
  // A header line is dropped: its order is not trusted (typed lists often do not keep it); each line's tokens say what they are.
  const isHeader = headerHits(split[0]?.tokens ?? []) >= 2;
  const body = isHeader ? split.slice(1) : split;
  if (body.length === 0) fail('粘贴的内容只有表头，没有采购数据');
  const rows = new PlanRows();
  for (const r of body) {
    const fields: Record<PlanField, string> = fieldsOfTokens(r.tokens);
    rows.add(
      r.line,
      PLAN_FIELDS.map((f) => fields[f]),
    );
  }
  return rows.table('paste', [], undefined, { headers: PLAN_FIELDS.map((f) => FIELD_LABELS[f]), mapping: FIXED_MAPPING });
}
