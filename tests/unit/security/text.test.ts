import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { parseInput } from '../../../src/server/http/validate';
import { ValidationError } from '../../../src/server/http/errors';
import { loginInput, addressInput } from '../../../src/server/accounts/schemas';
import { listInput } from '../../../src/server/orders/schemas';
import { text } from '../../../src/server/http/text';

const refused = (schema: z.ZodType, input: unknown, field: string) => {
  try {
    parseInput(schema, input);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors[field]).toContain('不能包含控制字符等不可见字符');
    return;
  }
  throw new Error('accepted');
};

describe('the text schema of every field', () => {
  it('refuses NUL, escape sequences and other control characters with a Chinese 422', () => {
    refused(loginInput, { type: 'password', account: 'de\u0000mo', password: 'Demo@123456' }, 'account');
    refused(listInput, { keyword: '阿莫\u001b[2J西林' }, 'keyword');
    refused(addressInput, { consignee: '王芳', phone: '13800138000', province: '浙江省', city: '杭州市', district: '拱墅区', detail: '湖墅南路\u0085100 号' }, 'detail');
  });

  it('keeps tab, newline and every ordinary character', () => {
    expect(text().parse('第一行\n第二行\t①𠀀 <b>')).toBe('第一行\n第二行\t①𠀀 <b>');
  });
});
