import { z } from 'zod';

/**
 * Control characters other than tab and newline (C0, DEL, C1, and the Unicode line/paragraph
 * separators). PostgreSQL refuses NUL outright, and the rest only ever serve to garble a page or
 * an operator's terminal, so no text field accepts them.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

export const CONTROL_CHARS_MESSAGE = '不能包含控制字符等不可见字符';

export const hasNoControlChars = (value: string): boolean => !CONTROL_CHARS.test(value);

/**
 * The string schema every text field of every API uses: `z.string` plus the one refinement
 * refusing control characters (422 with a Chinese message). Chain `.trim()`, `.min()`, … as usual.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(hasNoControlChars, { message: CONTROL_CHARS_MESSAGE, abort: true });
}
