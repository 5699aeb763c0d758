import { describe, expect, it } from 'vitest';
import { managerLabel } from '../../../src/islands/header-account/HeaderAccount';
import { badgeText } from '../../../src/islands/header-account/CartButton';

describe('header labels', () => {
  it('prefixes a dedicated manager (is_default 0) and not the default one', () => {
    expect(managerLabel({ name: '王芳', phone: '13900000000', is_default: 0 })).toBe('专属客户经理：王芳');
    expect(managerLabel({ name: '客服中心', phone: '400-880-1234', is_default: 1 })).toBe('客服经理：客服中心');
    expect(managerLabel(null)).toBeNull();
  });

  it('caps badges at 99 and hides empty ones', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(5)).toBe('5');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
