import { describe, expect, it } from 'vitest';
import { groupDigits } from './whole-number-input';

describe('groupDigits', () => {
  it('groups as the theme NumberInput did: three digits, then pairs (lakh, crore)', () => {
    expect(groupDigits('')).toBe('');
    expect(groupDigits('500')).toBe('500');
    expect(groupDigits('2000')).toBe('2,000');
    expect(groupDigits('123456')).toBe('1,23,456');
    expect(groupDigits('12349568')).toBe('1,23,49,568');
    expect(groupDigits('1000000000')).toBe('1,00,00,00,000');
  });

  it('keeps leading zeros while they are typed (they go on blur)', () => {
    expect(groupDigits('0070')).toBe('0,070');
  });
});
