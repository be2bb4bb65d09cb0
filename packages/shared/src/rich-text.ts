import { z } from 'zod';

/** The longest rich text (HTML) a post body, an answer or a page may hold, before sanitising. */
export const RICH_TEXT_MAX_LENGTH = 100_000;

/**
 * A rich-text field as the editor sends it: HTML, sanitised by the API when saved (never trusted as
 * sent). `label` names the field in every message.
 */
export function zRichText(label: string, opts: { required?: boolean } = {}) {
  const base = z.string({ error: `${label} must be text` }).max(
    RICH_TEXT_MAX_LENGTH,
    // `100,000`, grouped by thousands without `Intl` (decision 068: its first use is a long task in a browser).
    `${label} must be at most ${String(RICH_TEXT_MAX_LENGTH).replace(/\B(?=(\d{3})+$)/g, ',')} characters`,
  );
  return opts.required
    ? base.refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, `${label} is required`)
    : base;
}
