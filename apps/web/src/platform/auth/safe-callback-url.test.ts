import { describe, expect, it } from 'vitest';
import { toSafeCallbackUrl } from './safe-callback-url';

const origin = 'http://localhost:3000';

describe('toSafeCallbackUrl', () => {
  it('keeps same-origin relative paths with their query', () => {
    expect(toSafeCallbackUrl('/user/task/posted?type=Open', origin)).toBe('/user/task/posted?type=Open');
  });

  it('turns a same-origin absolute URL into a path', () => {
    expect(toSafeCallbackUrl('http://localhost:3000/admin/users?page=2', origin)).toBe('/admin/users?page=2');
  });

  it('refuses other origins, protocol-relative and backslash tricks', () => {
    expect(toSafeCallbackUrl('https://evil.example/steal', origin)).toBe('/');
    expect(toSafeCallbackUrl('//evil.example/steal', origin)).toBe('/');
    expect(toSafeCallbackUrl('/\\evil.example', origin)).toBe('/');
    expect(toSafeCallbackUrl('javascript:alert(1)', origin)).toBe('/');
  });

  it('falls back when missing or pointing at an auth page', () => {
    expect(toSafeCallbackUrl(null, origin)).toBe('/');
    expect(toSafeCallbackUrl('', origin, '/user')).toBe('/user');
    expect(toSafeCallbackUrl('/login?callbackUrl=/user', origin)).toBe('/');
  });
});
