/**
 * Text for an operator's terminal. Values that came from members (certificate numbers, names,
 * reasons…) may carry escape sequences that retitle the window, clear the screen or fake a line;
 * every control character (C0, DEL, C1) is shown as a visible `\xNN` instead, and tab / newline as
 * `\t` / `\n`, so one value stays one field on one line.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

export function escapeControl(value: unknown): string {
  return String(value ?? '').replace(CONTROL, (c) => {
    if (c === '\t') return '\\t';
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    return `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
  });
}

/**
 * A whole line we composed with tabs between fields, some fields typed by members: the tabs are
 * ours and kept, every other control character is escaped like `escapeControl` does.
 */
export function escapeLine(line: string): string {
  return line
    .split('\t')
    .map((field) => escapeControl(field))
    .join('\t');
}

/** Tagged template: the literal parts are ours and kept; every interpolated value is escaped. */
export function tty(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((out, s, i) => out + s + (i < values.length ? escapeControl(values[i]) : ''), '');
}
