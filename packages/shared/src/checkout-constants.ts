// No zod here: the cart page imports these in the browser, and zod would come with them.

/** The header that names one checkout attempt (checked by `ZIdempotencyKey` in checkout.ts). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
