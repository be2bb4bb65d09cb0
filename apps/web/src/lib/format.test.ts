import { describe, expect, it } from 'vitest';
import { keepPriceTogether } from './format';

describe('keepPriceTogether', () => {
  it('binds "Rs." to its amount and the period to its word, and leaves the other spaces', () => {
    expect(keepPriceTogether('Rs. 70,000 – Rs. 1,10,000 a month')).toBe(
      'Rs.\u00a070,000 – Rs.\u00a01,10,000 a\u00a0month',
    );
    expect(keepPriceTogether('Rs. 12,500 per month')).toBe('Rs.\u00a012,500 per\u00a0month');
    expect(keepPriceTogether('Negotiable')).toBe('Negotiable');
  });
});
