import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { atLeastOneField, INT_COLUMN_MAX, isStorableDate, zDateTime, zDay, zPaisa } from './fields.ts';

const issue = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('zPaisa', () => {
  it('takes whole paisa up to Rs. 1,00,00,000 by default, naming the field in every message', () => {
    const price = zPaisa('Price', { min: 1 });
    expect(price.parse(1)).toBe(1);
    expect(price.parse(1_000_000_000)).toBe(1_000_000_000);
    expect(issue(price, 1_000_000_001)).toBe('Price can be at most Rs. 1,00,00,000');
    expect(issue(price, 0)).toBe('Price must be more than 0');
    expect(issue(price, 10.5)).toBe('Price must be a whole number of paisa');
    expect(issue(price, '100')).toBe('Price must be a whole number of paisa');
    expect(issue(zPaisa('Minimum order'), -1)).toBe('Minimum order cannot be negative');
  });

  it('never lets through more than an integer column holds, whatever max it is given', () => {
    const amount = zPaisa('Amount', { max: Number.MAX_SAFE_INTEGER });
    expect(amount.parse(INT_COLUMN_MAX)).toBe(INT_COLUMN_MAX);
    expect(issue(amount, INT_COLUMN_MAX + 1)).toBe('Amount can be at most Rs. 2,14,74,836.47');
  });

  it('coerces query strings when asked', () => {
    const min = zPaisa('minPrice', {
      coerce: true,
      max: INT_COLUMN_MAX,
      typeError: 'minPrice must be a number',
    });
    expect(min.parse('500')).toBe(500);
    expect(issue(min, 'cheap')).toBe('minPrice must be a number');
    expect(issue(min, '2147483648')).toContain('at most');
  });
});

describe('dates PostgreSQL stores', () => {
  it('refuses year 0 and days that do not exist', () => {
    expect(isStorableDate('2026-01-31')).toBe(true);
    expect(isStorableDate('0000-01-01T00:00:00Z')).toBe(false);
    expect(isStorableDate('soon')).toBe(false);
    const day = zDay('Use a date like 2026-01-31');
    expect(day.parse('2024-02-29')).toBe('2024-02-29');
    expect(issue(day, '2026-02-30')).toBe('Use a date like 2026-01-31');
    expect(issue(day, '0000-01-01')).toBe('Use a date like 2026-01-31');
    const start = zDateTime('Start');
    expect(start.parse('2026-01-31T10:00:00+05:45')).toBe('2026-01-31T10:00:00+05:45');
    expect(issue(start, '0000-01-01T00:00:00Z')).toBe('Start must be between the years 1900 and 9999');
    expect(issue(start, '2026-01-31')).toBe('Start must be a date and time (ISO 8601)');
  });
});

describe('atLeastOneField', () => {
  it('refuses an update that changes nothing, and says so in the JSON Schema', () => {
    const update = atLeastOneField(
      z.object({ title: z.string().optional(), link: z.string().nullable().optional() }),
    );
    expect(update.safeParse({}).error?.issues).toEqual([
      expect.objectContaining({ path: [], message: 'Send at least one field to change' }),
    ]);
    expect(update.parse({ link: null })).toEqual({ link: null });
    expect(z.toJSONSchema(update)).toMatchObject({ minProperties: 1 });
  });
});
