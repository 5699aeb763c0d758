import { describe, expect, it } from 'vitest';
import { escapeControl, escapeLine, tty } from '../../../src/lib/terminal';

describe('operator terminal output', () => {
  it('shows escape sequences from member input as visible text', () => {
    const number = '浙AA123\u001b]0;已通过\u0007\u001b[2J\r已通过\n\u009b31m';
    const line = tty`#1\t${number}\t有效期至 ${'2030-01-01'}`;
    expect(line).toBe('#1\t浙AA123\\x1b]0;已通过\\x07\\x1b[2J\\r已通过\\n\\x9b31m\t有效期至 2030-01-01');
    // eslint-disable-next-line no-control-regex -- the point is that no control character is left
    expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/);
  });

  it('keeps ordinary text, Chinese and numbers as they are', () => {
    expect(escapeControl('杭州康泰大药房 No.5 ¥1,000.00')).toBe('杭州康泰大药房 No.5 ¥1,000.00');
    expect(escapeControl(null)).toBe('');
    expect(escapeControl(42)).toBe('42');
  });

  it('escapeLine keeps our tab separators and escapes what members typed (self-service CLI lines)', () => {
    expect(escapeLine('#1\t待处理\t复方丹参滴丸 <b>x</b>')).toBe('#1\t待处理\t复方丹参滴丸 <b>x</b>');
    expect(escapeLine('正常\u001b[2J\u001b[31m伪造\r覆盖')).toBe('正常\\x1b[2J\\x1b[31m伪造\\r覆盖');
    expect(escapeLine('\u009b31m\n')).toBe('\\x9b31m\\n');
  });
});
