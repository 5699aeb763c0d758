import { describe, expect, it } from 'vitest';
import { clampStep, stepDown, stepUp, typedDigits } from '../../../src/islands/cart-steps/stepper';

describe('cart step 1 quantity stepper', () => {
  const plain = { min: 1, max: 30, step: 1 };
  const packs = { min: 10, max: 95, step: 10 };
  it('steps by one, within min … max', () => {
    expect(stepUp(plain, 5)).toBe(6);
    expect(stepUp(plain, 30)).toBe(30);
    expect(stepDown(plain, 5)).toBe(4);
    expect(stepDown(plain, 1)).toBe(1);
  });
  it('steps by whole middle packs and rounds typed numbers up to one', () => {
    expect(stepUp(packs, 10)).toBe(20);
    expect(stepUp(packs, 15)).toBe(20);
    expect(stepUp(packs, 90)).toBe(90); // 95 is no whole pack: 90 is the most
    expect(stepDown(packs, 20)).toBe(10);
    expect(stepDown(packs, 10)).toBe(10);
    expect(clampStep(packs, 11)).toBe(20);
    expect(clampStep(packs, 0)).toBe(10);
    expect(clampStep(packs, Number.NaN)).toBe(10);
    expect(clampStep(packs, 1000)).toBe(90);
  });
  it('a line above its limit (stock fell) steps down to the limit', () => {
    expect(stepDown(plain, 40)).toBe(30);
  });
  it('keeps only digits, at most five', () => {
    expect(typedDigits('1a2-3.4')).toBe('1234');
    expect(typedDigits('1234567')).toBe('12345');
  });
});
