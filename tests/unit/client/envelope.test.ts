import { describe, expect, it } from 'vitest';
import { interpretResponse } from '../../../src/client/envelope';

describe('interpretResponse', () => {
  it.each([10000, 200, 201, '10000'])('code %s is success', (code) => {
    const r = interpretResponse(200, { code, msg: 'ok', data: { a: 1 } });
    expect(r).toEqual({ ok: true, envelope: { code: Number(code), msg: 'ok', data: { a: 1 } } });
  });

  it.each([
    [401, { code: 10001, msg: '请先登录' }, 'login', '请先登录'],
    [200, { code: 10001, msg: '登录已过期' }, 'login', '登录已过期'],
    [401, null, 'login', '请先登录'],
    [200, { code: 459, msg: '请先签署电子采购合同' }, 'contract', '请先签署电子采购合同'],
    [422, { code: 422, message: 'x', errors: { phone: ['手机号格式不正确', 'b'], name: ['c'] } }, 'validation', '手机号格式不正确'],
    [422, { code: 422, message: '参数错误', errors: {} }, 'validation', '参数错误'],
    [500, { code: 500, msg: 'boom' }, 'server', '系统繁忙，请稍候再试'],
    [503, '<html>bad gateway</html>', 'server', '系统繁忙，请稍候再试'],
    // Our server's 5xx names its request id: shown as sent, for the buyer to quote.
    [
      503,
      { code: 503, msg: '登录服务暂时不可用，请稍后重试（请求编号：0a1b2c3d4e5f6789）', data: null, request_id: '0a1b2c3d4e5f6789' },
      'server',
      '登录服务暂时不可用，请稍后重试（请求编号：0a1b2c3d4e5f6789）',
    ],
    [500, { code: 500, msg: '系统繁忙，请稍候再试', data: null, request_id: 'ffeeddccbbaa9988' }, 'server', '系统繁忙，请稍候再试（请求编号：ffeeddccbbaa9988）'],
    [200, '<html></html>', 'server', '系统繁忙，请稍候再试'],
    [200, { code: 40001, msg: '库存不足' }, 'business', '库存不足'],
    [404, { code: 404, msg: '请求的资源不存在' }, 'business', '请求的资源不存在'],
    [404, 'Not Found', 'business', '请求失败（404）'],
  ])('HTTP %s %j → %s', (status, body, kind, msg) => {
    const r = interpretResponse(status, body);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.kind).toBe(kind);
    expect(r.error.msg).toBe(msg);
    expect(r.error.status).toBe(status);
  });

  it('does not treat a success code on an error status as success', () => {
    expect(interpretResponse(400, { code: 10000, msg: 'x', data: null }).ok).toBe(false);
  });
});
