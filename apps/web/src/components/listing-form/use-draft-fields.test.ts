import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-fetch';
import { apiFieldErrors, schemaFieldErrors } from './use-draft-fields';

const ZRequest = z.object({
  title: z.string().min(1, 'Title is required'),
  images: z.array(z.string().min(1, 'Not an upload')).max(1, 'One photo at most'),
});

describe('schemaFieldErrors', () => {
  it('keys the first issue of each field by its top-level name', () => {
    const errors = schemaFieldErrors(ZRequest.safeParse({ title: '', images: ['', ''] }));
    // Zod reports the array's own issue before its items'.
    expect(errors).toEqual({ title: 'Title is required', images: 'One photo at most' });
  });

  it('is empty for a request that passes', () => {
    expect(schemaFieldErrors(ZRequest.safeParse({ title: 'Sofa', images: [] }))).toEqual({});
  });
});

describe('apiFieldErrors', () => {
  it('keys a refusal by the top-level field each error names', () => {
    const err = new ApiError(400, 'Bad request', 'Invalid', [
      { path: 'images.0', message: 'Not an upload' },
      { path: 'price', message: 'Too low' },
    ]);
    expect(apiFieldErrors(err)).toEqual({ images: 'Not an upload', price: 'Too low' });
  });

  it('is null for a refusal that names no field, or another failure', () => {
    expect(apiFieldErrors(new ApiError(409, 'Conflict', 'Taken'))).toBeNull();
    expect(apiFieldErrors(new Error('offline'))).toBeNull();
  });
});
