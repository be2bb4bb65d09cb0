// Pieces of wording every section's notifications share.

/** The longest piece of a message a notification quotes. */
const MESSAGE_EXCERPT_LENGTH = 140;

/** One line of `text`, cut at `max` characters with an ellipsis. */
export function excerpt(text: string, max = MESSAGE_EXCERPT_LENGTH): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= max ? oneLine : `${oneLine.slice(0, max - 1).trimEnd()}…`;
}

/** Text that already ends a sentence: a full stop, "!", "?" or "…", maybe inside closing quotes. */
const ENDS_SENTENCE = /[.!?…]["'”’)]*$/;

/**
 * `text` ending with exactly one full stop: none is added after a name, a reason or a reference that
 * already ends with one ("Walker A.", "Sharma Bros.", "Plans changed."), so no message reads "A..".
 */
export function sentence(text: string): string {
  const trimmed = text.trimEnd();
  return trimmed === '' || ENDS_SENTENCE.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** " Reason: …." after a message, when there is a reason; the reason ends as a sentence. */
export const withReason = (reason: string | null | undefined, lead = 'Reason') =>
  reason?.trim() ? ` ${lead}: ${sentence(reason.trim())}` : '';
