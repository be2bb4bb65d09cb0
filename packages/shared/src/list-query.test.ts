import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isContentLink } from './banner.ts';
import { parseSort, ZSearchParam, zSort } from './list-query.ts';

describe('zSort', () => {
  const query = z.object({ sort: zSort(['name', 'createdAt'], '-createdAt') });

  it('accepts a field or -field and defaults when absent', () => {
    expect(query.parse({ sort: 'name' }).sort).toBe('name');
    expect(query.parse({ sort: '-name' }).sort).toBe('-name');
    expect(query.parse({}).sort).toBe('-createdAt');
  });

  it('rejects another field, naming sort', () => {
    const result = query.safeParse({ sort: 'password' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['sort']);
    expect(result.error?.issues[0]?.message).toContain('name, createdAt');
  });

  it('stays optional without a default', () => {
    expect(z.object({ sort: zSort(['name']) }).parse({}).sort).toBeUndefined();
  });
});

describe('parseSort', () => {
  it('splits the direction from the field', () => {
    expect(parseSort('name')).toEqual({ field: 'name', direction: 'asc' });
    expect(parseSort('-createdAt')).toEqual({ field: 'createdAt', direction: 'desc' });
  });
});

describe('ZSearchParam', () => {
  it('trims, and turns an empty search into none', () => {
    expect(ZSearchParam.parse('  tea ')).toBe('tea');
    expect(ZSearchParam.parse('   ')).toBeUndefined();
    expect(ZSearchParam.safeParse('x'.repeat(101)).success).toBe(false);
  });
});

describe('isContentLink', () => {
  it('takes a site path, an https URL or nothing', () => {
    for (const ok of ['', '/shop', '/shop/category/fashion?sort=newest', 'https://example.com/sale']) {
      expect({ ok, valid: isContentLink(ok) }).toEqual({ ok, valid: true });
    }
  });

  it('refuses other schemes, protocol-relative and relative links', () => {
    for (const bad of [
      'http://example.com',
      'javascript:alert(1)',
      '//evil.example.com',
      'shop',
      '/a b',
      'https://',
    ]) {
      expect({ bad, valid: isContentLink(bad) }).toEqual({ bad, valid: false });
    }
  });
});
