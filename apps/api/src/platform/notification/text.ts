// Pieces of wording every section's notifications share.

/** The longest piece of a message a notification quotes. */
const MESSAGE_EXCERPT_LENGTH = 140;

/** One line of `text`, cut at `max` characters with an ellipsis. */
export function excerpt(text: string, max = MESSAGE_EXCERPT_LENGTH): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= max ? oneLine : `${oneLine.slice(0, max - 1).trimEnd()}…`;
}

/** " Reason: …" after a message, when there is a reason. */
export const withReason = (reason: string | null | undefined, lead = 'Reason') =>
  reason ? ` ${lead}: ${reason}` : '';
