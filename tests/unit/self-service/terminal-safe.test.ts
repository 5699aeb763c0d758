import { describe, expect, it } from 'vitest';
import { terminalSafe } from '../../../src/server/self-service/admin-commands';

describe('terminalSafe (operator CLI output of member text)', () => {
  it('keeps Chinese, tabs and ordinary punctuation, neutralises escape sequences and carriage returns', () => {
    expect(terminalSafe('#1\t待处理\t复方丹参滴丸 <b>x</b>')).toBe('#1\t待处理\t复方丹参滴丸 <b>x</b>');
    expect(terminalSafe('正常\u001b[2J\u001b[31m伪造\r覆盖')).toBe('正常\ufffd[2J\ufffd[31m伪造\ufffd覆盖');
    expect(terminalSafe('\u009b31m')).toBe('\ufffd31m');
  });
});
