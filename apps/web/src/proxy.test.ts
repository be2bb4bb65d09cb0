import { describe, expect, it } from 'vitest';
import { CATALOG_PARAM } from '@/sections/shop/product/catalog-params';
import { TASK_PARAM } from '@/sections/task/task-params';
import { config } from './proxy';

describe('the proxy runs on every catalogue filter', () => {
  const entries = config.matcher.filter((m) => typeof m !== 'string');
  const keysOf = (source: string) =>
    entries.filter((m) => m.source === source).flatMap((m) => m.has.map((h) => h.key));

  it('on /shop and a search for each parameter, on a category page for each but category, on a store page for each but vendor', () => {
    const all = Object.values(CATALOG_PARAM).sort();
    expect(keysOf('/shop').sort()).toEqual(all);
    expect(keysOf('/shop/search/:text').sort()).toEqual(all);
    expect(keysOf('/shop/category/:slug').sort()).toEqual(all.filter((k) => k !== 'category'));
    expect(keysOf('/shop/store/:slug').sort()).toEqual(all.filter((k) => k !== 'vendor'));
  });
});

describe('the proxy runs on every task listing filter', () => {
  const entries = config.matcher.filter((m) => typeof m !== 'string');
  const keysOf = (source: string) =>
    entries.filter((m) => m.source === source).flatMap((m) => m.has.map((h) => h.key));

  it('on /task and a task search for each parameter, on a task category page for each but category', () => {
    const all = Object.values(TASK_PARAM).sort();
    expect(keysOf('/task').sort()).toEqual(all);
    expect(keysOf('/task/search/:text').sort()).toEqual(all);
    expect(keysOf('/task/category/:slug').sort()).toEqual(all.filter((k) => k !== 'category'));
  });
});
