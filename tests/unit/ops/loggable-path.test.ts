import { describe, expect, it } from 'vitest';
import { loggablePath } from '../../../src/server/ops/logger';

describe('request paths in the log', () => {
  it('keep only the first 3 and last 4 digits of a mobile number', () => {
    expect(loggablePath('/api/user/phone/13712368016')).toBe('/api/user/phone/137****8016');
  });

  it('leave ids, order numbers and other digits alone', () => {
    for (const path of ['/order/info/12345', '/api/order/YC20261128013712368016', '/list_info/1371236801', '/_astro/a13712368016b.js']) expect(loggablePath(path)).toBe(path);
  });
});
