import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { theme } from '@/lib/theme';

// For the tests that check a part drawn without Mantine's component (decision 055, 063) against the
// markup the component draws.

/** Markup as the browser gets it, with React's generated ids and attribute order set aside. */
export function drawn(element: ReactElement, edit: (html: string) => string = (html) => html): string {
  const html = edit(
    renderToStaticMarkup(<MantineProvider theme={theme}>{element}</MantineProvider>)
      // MantineProvider's own style tags come first; the field is what follows them.
      .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
      .replace(/(mantine-)?_R_[a-zA-Z0-9_]+_/g, 'ID')
      .replace(/«[^»]+»/g, 'ID')
      // Mantine joins two described-by ids with two spaces.
      .replace(/ {2,}/g, ' '),
  );
  // Attributes sorted per tag: the same element may list them in another order.
  return html.replace(
    /<([a-z][a-z0-9]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*(\/?)>/g,
    (_, tag: string, attrs: string, end: string) => {
      const list = attrs.match(/[^\s=]+(?:="[^"]*")?/g) ?? [];
      return `<${tag} ${list.sort().join(' ')}${end}>`;
    },
  );
}
