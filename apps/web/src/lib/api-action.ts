import { showErrorToast, showSuccessToast } from './toast';

/** The success toast's title and message from an API answer, where it has them. */
export function answerToastText(res: unknown): { title?: string; message?: string } {
  const body = (typeof res === 'object' && res !== null ? res : {}) as { title?: unknown; message?: unknown };
  return {
    title: typeof body.title === 'string' ? body.title : undefined,
    message: typeof body.message === 'string' ? body.message : undefined,
  };
}

/**
 * One write with the toasts of `useApiMutation` (docs/product-rules.md "Errors and toasts": the answer's
 * success toast, one error toast, then the error thrown for the form's fields), without a query client:
 * for a public form that changes nothing a query holds (sign-up, the password reset), so its page loads
 * no query library (decision 057).
 */
export async function runApiAction<T>(send: () => Promise<T>): Promise<T> {
  let res: T;
  try {
    res = await send();
  } catch (err) {
    showErrorToast(err);
    throw err;
  }
  showSuccessToast(answerToastText(res));
  return res;
}
