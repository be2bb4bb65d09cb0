import { describe, expect, it } from 'vitest';
import { ZChangePasswordRequest, ZPassword, ZRegisterRequest } from './auth.ts';

function firstIssuePath(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  return result.error?.issues[0]?.path.join('.');
}

describe('ZPassword', () => {
  it('accepts the demo password', () => {
    expect(ZPassword.safeParse('Bazaar@123').success).toBe(true);
  });

  it('states each broken rule', () => {
    const messages = (value: string) =>
      ZPassword.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages('Ab1')).toContain('Password must be at least 8 characters');
    expect(messages('alllowercase1')).toContain('Password must contain an uppercase letter');
    expect(messages('ALLUPPERCASE1')).toContain('Password must contain a lowercase letter');
    expect(messages('NoDigitsHere')).toContain('Password must contain a number');
  });
});

describe('ZRegisterRequest', () => {
  const valid = { fullName: 'Sita Sharma', email: ' Sita@Example.COM ', password: 'Bazaar@123' };

  it('normalises the email and the phone', () => {
    const parsed = ZRegisterRequest.parse({ ...valid, phone: '+977 980-000-0000' });
    expect(parsed.email).toBe('sita@example.com');
    expect(parsed.phone).toBe('9800000000');
  });

  it('says an empty email is required and a malformed one is not an email', () => {
    const messages = (email: string) =>
      ZRegisterRequest.safeParse({ ...valid, email }).error?.issues.map((issue) => issue.message);
    expect(messages('  ')).toEqual(['Email is required']);
    expect(messages('not-an-email')).toEqual(['Enter a valid email address']);
  });

  it('treats an empty phone as none', () => {
    expect(ZRegisterRequest.parse({ ...valid, phone: '' }).phone).toBeUndefined();
  });

  it('names the bad field', () => {
    expect(firstIssuePath(ZRegisterRequest.safeParse({ ...valid, email: 'not-an-email' }))).toBe('email');
    expect(firstIssuePath(ZRegisterRequest.safeParse({ ...valid, phone: '12345' }))).toBe('phone');
    expect(firstIssuePath(ZRegisterRequest.safeParse({ ...valid, fullName: 'A' }))).toBe('fullName');
  });
});

describe('ZChangePasswordRequest', () => {
  it('refuses a new password equal to the old one, on newPassword', () => {
    const result = ZChangePasswordRequest.safeParse({ oldPassword: 'Bazaar@123', newPassword: 'Bazaar@123' });
    expect(result.success).toBe(false);
    expect(firstIssuePath(result)).toBe('newPassword');
  });
});
