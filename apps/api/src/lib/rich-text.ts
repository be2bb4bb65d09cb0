import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitiser of rich text (decision 020): every rich-text field (blog bodies, FAQ answers,
 * pages) goes through `sanitizeRichText` before it is stored, so what is stored is what may be shown
 * as it is. An allow-list of what the editor produces: no script, style, event handler, form,
 * `javascript:`/`data:` URL, or iframe from anywhere but the video hosts below.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'sub',
    'sup',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'code',
    'pre',
    'hr',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    ol: ['start'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'title'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  // What is inside a dropped <script>, <style>, … goes with it (the rest of a dropped tag's text stays).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'xmp'],
  transformTags: {
    // A link opening elsewhere cannot reach back into this page, and passes no ranking.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer nofollow' } : attribs,
    }),
    b: 'strong',
    i: 'em',
  },
  // An iframe whose address was refused, and an empty link, are dropped whole.
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !frame.attribs.src) ||
    (frame.tag === 'a' && !frame.attribs.href && !frame.text.trim()),
};

/** Rich text as it may be stored and shown: the editor's HTML with everything executable removed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The words of rich text without markup (searching, excerpts, meta descriptions). */
export function richTextToPlain(html: string): string {
  const spaced = html.replace(/<\/(p|h\d|li|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
