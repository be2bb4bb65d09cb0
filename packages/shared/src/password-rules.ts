// The password rules as the forms list them, zod-free: the sign-up and password pages show them without
// loading the schemas that check them (auth.ts ZPassword, which must say the same).
export const PASSWORD_RULES = [
  'At least 8 characters',
  'At most 72 characters',
  'At least one lowercase letter',
  'At least one uppercase letter',
  'At least one number',
] as const;
