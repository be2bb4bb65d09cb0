import { DEFAULT_ERROR_TITLE, DEFAULT_SUCCESS_TITLE, SIGN_OUT_STATUSES } from '@bazaar/shared/errors';
import { type NotificationData, notifications } from '@mantine/notifications';
import { signOut } from '@/lib/session-client';
import { ApiError } from './api-fetch';
import { humanizeFieldPaths } from './form-errors';

let isSigningOut = false;

/**
 * Shows a toast once the browser has painted what the action itself changed (a count, a list, a closed
 * dialog): drawing a toast measures its height, work that would otherwise sit between a tap and its
 * answer on a slow phone (docs/benchmarks.md, INP). One frame later, never lost: a hidden tab shows it
 * when it is seen again.
 */
export function showToastAfterPaint(toast: NotificationData): void {
  if (typeof window === 'undefined' || typeof requestAnimationFrame !== 'function') {
    notifications.show(toast);
    return;
  }
  requestAnimationFrame(() => setTimeout(() => notifications.show(toast), 0));
}

/**
 * docs/product-rules.md "Errors and toasts": title from the response (else "Something Went Wrong!"),
 * description from its message (field paths shown as labels); 404 stays silent; 401 and 445 show the toast
 * and then sign the user out. `ended`: the web server has already ended the session and cleared its
 * cookie, so there is nothing to sign out and the page only moves to /login. A sign-out sent then would
 * end whatever session the browser holds when it lands, a new sign-in made in the meantime included.
 */
export function showErrorToast(err: unknown, { ended = false }: { ended?: boolean } = {}): void {
  const status = err instanceof ApiError ? err.status : 0;
  if (status === 404) return;
  const title = err instanceof ApiError ? err.title : DEFAULT_ERROR_TITLE;
  const text = err instanceof Error && err.message ? err.message : 'Please try again.';
  // Field errors stay under their fields; the toast names fields by label, never by path.
  const message = err instanceof ApiError ? humanizeFieldPaths(text, err.errors) : text;
  const shouldSignOut = (SIGN_OUT_STATUSES as readonly number[]).includes(status);
  // Several queries fail together when a session ends: one toast and one sign-out are enough.
  if (shouldSignOut && isSigningOut) return;
  showToastAfterPaint({ color: 'red', title, message, autoClose: 6000, withBorder: true });
  if (shouldSignOut) {
    isSigningOut = true;
    // Let the toast be seen before the page navigates away.
    setTimeout(() => {
      if (ended) {
        isSigningOut = false;
        if (window.location.pathname !== '/login') window.location.assign('/login');
        return;
      }
      void signOut({ callbackUrl: '/login' }).finally(() => {
        isSigningOut = false;
      });
    }, 1200);
  }
}

/**
 * docs/product-rules.md "Errors and toasts": title and message from the response. An answer without a title
 * is titled by what happened, its message's first sentence ("Password changed."), the rest below it; a
 * generic "Success!" told the user nothing the message did not.
 */
export function showSuccessToast(res?: { title?: string; message?: string }): void {
  showToastAfterPaint({ color: 'teal', ...successToastText(res), autoClose: 4000, withBorder: true });
}

/** The title and message of a success toast (see showSuccessToast). */
export function successToastText(res?: { title?: string; message?: string }): {
  title: string;
  message: string;
} {
  const message = res?.message?.trim() ?? '';
  if (res?.title) return { title: res.title, message };
  if (!message) return { title: DEFAULT_SUCCESS_TITLE, message: '' };
  // A sentence ends at a full stop before a capital: "Rs. 1" is no end, "Saved. Other…" is.
  const end = message.search(/\.\s+[A-Z]/);
  return end === -1
    ? { title: message, message: '' }
    : { title: message.slice(0, end + 1), message: message.slice(end + 1).trim() };
}
