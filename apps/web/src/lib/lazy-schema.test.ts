import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

const ZName = z.object({ name: z.string().min(1, 'Name is required') });

describe('lazySchema', () => {
  it('checks nothing until loaded, then checks with the schema', async () => {
    let loads = 0;
    const schema = lazySchema(async () => {
      loads += 1;
      return ZName;
    });
    expect(schema.isReady()).toBe(false);
    expect(schema.validate({ name: '' })).toEqual({});
    await Promise.all([schema.load(), schema.load()]);
    expect(loads).toBe(1);
    expect(schema.isReady()).toBe(true);
    expect(schema.validate({ name: '' })).toEqual({ name: 'Name is required' });
    expect(schema.validate({ name: 'Asha' })).toEqual({});
  });

  it('is ready without checks when the schema cannot load, so the form goes to the API', async () => {
    const schema = lazySchema<typeof ZName>(() => Promise.reject(new Error('offline')));
    await schema.load();
    expect(schema.isReady()).toBe(true);
    expect(schema.validate({ name: '' })).toEqual({});
  });
});
