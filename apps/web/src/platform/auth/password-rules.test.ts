import { ZPassword } from '@bazaar/shared/auth';
import { describe, expect, it } from 'vitest';
import { checkPasswordRules } from './password-rules';

describe('checkPasswordRules', () => {
  it('agrees with the shared password schema', () => {
    for (const value of [
      '',
      'short1A',
      'alllowercase1',
      'ALLUPPER1',
      'NoDigitsHere',
      'Bazaar@123',
      'x'.repeat(73),
    ]) {
      const allMet = checkPasswordRules(value).every((status) => status.isMet);
      expect(allMet, value).toBe(ZPassword.safeParse(value).success);
    }
  });

  it('names the rule that is not met', () => {
    const unmet = checkPasswordRules('bazaar123').filter((status) => !status.isMet);
    expect(unmet.map((status) => status.rule)).toEqual(['At least one uppercase letter']);
  });
});
