import { PASSWORD_RULES } from '@bazaar/shared/password-rules';

type PasswordRule = (typeof PASSWORD_RULES)[number];

/**
 * One live check per rule text from the shared schema. Keyed by the rule itself so a rule added to
 * PASSWORD_RULES without a check here fails the typecheck instead of silently showing as met.
 */
const RULE_CHECKS: Record<PasswordRule, (value: string) => boolean> = {
  'At least 8 characters': (value) => value.length >= 8,
  'At most 72 characters': (value) => value.length <= 72,
  'At least one lowercase letter': (value) => /[a-z]/.test(value),
  'At least one uppercase letter': (value) => /[A-Z]/.test(value),
  'At least one number': (value) => /[0-9]/.test(value),
};

export type PasswordRuleStatus = { rule: PasswordRule; isMet: boolean };

/** Each shared password rule with whether `value` meets it, in the order the schema states them. */
export function checkPasswordRules(value: string): PasswordRuleStatus[] {
  return PASSWORD_RULES.map((rule) => ({ rule, isMet: RULE_CHECKS[rule](value) }));
}
