import { LOGIN_FAILURE_WINDOW_SECONDS, LOGIN_MAX_FAILURES } from '@bazaar/shared/constants';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';

/** Failed logins allowed per client address in the window, whatever the account. */
export const LOGIN_MAX_FAILURES_PER_IP = 20;
/**
 * Failed logins allowed per account in the window from addresses it has not signed in from lately.
 * Guessing one account from many addresses stays this slow, while a stranger's failures never stop
 * the owner at an address the owner uses (docs/product-rules.md "Sign-in limits").
 */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 25;
/** Wrong reset codes allowed per account while a code lives. */
export const RESET_MAX_ATTEMPTS = 5;
/**
 * Reset emails one account may be sent per RESET_REQUEST_WINDOW_SECONDS (docs/product-rules.md "Sign-in
 * limits").
 */
export const RESET_REQUESTS_PER_ACCOUNT = 3;
/** Reset emails one address may ask for, whatever the accounts, per RESET_REQUEST_WINDOW_SECONDS. */
export const RESET_REQUESTS_PER_IP = 10;
export const RESET_REQUEST_WINDOW_SECONDS = 15 * 60;
/** How long a successful sign-in makes its address one the account "uses". */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

/**
 * The account a login names, for counting: the user's id when the identifier resolves to one (so
 * the email and the phone of one user share their count), else the identifier as normalised.
 */
export function accountKeyOf(user: { id: string } | undefined, identifier: string): string {
  return user ? `user:${user.id}` : `name:${identifier}`;
}

function retryMessage(what: string, seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export type LoginAttempt = {
  /** The password was right: the attempt no longer counts as a failure, and the address is known. */
  succeed: () => Promise<void>;
};

/**
 * Counts a sign-in attempt as a failure before the password is checked, in one atomic step with the
 * limit check (429 past any limit): the attempt stays counted unless `succeed` is called. Counts per
 * account and address (LOGIN_MAX_FAILURES), per address (LOGIN_MAX_FAILURES_PER_IP) and, from an
 * address the account has not signed in from lately, per account (LOGIN_MAX_FAILURES_PER_ACCOUNT).
 */
export async function beginLoginAttempt(
  deps: AppDeps,
  account: string,
  address: string,
): Promise<LoginAttempt> {
  const window = LOGIN_FAILURE_WINDOW_SECONDS;
  const pairKey = `login:pair:${account}:${address}`;
  const addressKey = `login:ip:${address}`;
  const accountKey = `login:account:${account}`;
  const knownKey = `login:known:${account}:${address}`;
  const isKnown = (await deps.counters.get(knownKey)).count > 0;
  const taken = await deps.counters.take([
    { key: pairKey, max: LOGIN_MAX_FAILURES, windowSeconds: window },
    { key: addressKey, max: LOGIN_MAX_FAILURES_PER_IP, windowSeconds: window },
    ...(isKnown ? [] : [{ key: accountKey, max: LOGIN_MAX_FAILURES_PER_ACCOUNT, windowSeconds: window }]),
  ]);
  if (!taken.isAllowed)
    throw new AppError('RATE_LIMITED', retryMessage('failed sign-in attempts', taken.resetInSeconds));
  return {
    succeed: async () => {
      await Promise.all([
        deps.counters.reset(pairKey),
        deps.counters.giveBack(isKnown ? [addressKey] : [addressKey, accountKey]),
        // Restarted, so the address stays known for the period after its latest sign-in.
        deps.counters.reset(knownKey).then(() => deps.counters.increment(knownKey, KNOWN_ADDRESS_SECONDS)),
      ]);
    },
  };
}

/**
 * Counts a reset-code guess before the code is checked, atomically with the limit (429 past
 * RESET_MAX_ATTEMPTS); returns what clears the count once a code was right.
 */
export async function beginResetAttempt(deps: AppDeps, account: string, windowSeconds: number) {
  const key = `reset:${account}`;
  const taken = await deps.counters.take([{ key, max: RESET_MAX_ATTEMPTS, windowSeconds }]);
  if (!taken.isAllowed) {
    throw new AppError('RATE_LIMITED', 'Too many wrong codes. Ask for a new code in a few minutes.');
  }
  return { succeed: () => deps.counters.reset(key) };
}

/**
 * Counts a request for a reset email per account and per address, atomically with the limits (429
 * past either). The account is counted whether or not it exists, so the limit confirms none; the
 * cap stops the form from being used to flood someone's inbox or the mail sender.
 */
export async function takeResetRequest(deps: AppDeps, account: string, address: string): Promise<void> {
  const windowSeconds = RESET_REQUEST_WINDOW_SECONDS;
  const taken = await deps.counters.take([
    { key: `forgot:account:${account}`, max: RESET_REQUESTS_PER_ACCOUNT, windowSeconds },
    { key: `forgot:ip:${address}`, max: RESET_REQUESTS_PER_IP, windowSeconds },
  ]);
  if (!taken.isAllowed) {
    throw new AppError('RATE_LIMITED', retryMessage('reset code requests', taken.resetInSeconds));
  }
}
