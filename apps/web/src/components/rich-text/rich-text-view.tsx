import { Typography } from '@mantine/core';
import classes from './rich-text.module.css';

/**
 * Shows rich text as the API stored it: already sanitised when it was saved (decision 020), so it
 * is put in the page as it is, never parsed or rebuilt here.
 */
export function RichTextView({ html }: { html: string }) {
  return (
    <Typography className={classes.text}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API on save (lib/rich-text.ts) */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
