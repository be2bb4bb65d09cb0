import { describe, expect, it } from 'vitest';
import { DANGEROUS_MARKUP as DANGEROUS, XSS_PAYLOADS } from '../../test/fixtures/xss-payloads.ts';
import { richTextToPlain, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it.each(XSS_PAYLOADS)('leaves nothing that runs of %s', (payload) => {
    const clean = sanitizeRichText(payload);
    for (const pattern of DANGEROUS) expect(clean, `${pattern} in ${clean}`).not.toMatch(pattern);
  });

  it('keeps what the editor makes: headings, emphasis, lists, quotes, code and links', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em>, <u>under</u> and <s>struck</s> text.</p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote><p>quote</p></blockquote>' +
      '<pre><code>const a = 1;</code></pre><hr><p><a href="https://example.com/x?y=1">link</a> and <a href="/shop">here</a></p>';
    expect(sanitizeRichText(html)).toBe(html.replace('<hr>', '<hr />'));
  });

  it('keeps a video from an allowed host and makes links opening elsewhere safe', () => {
    const video =
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" width="560" height="315"></iframe>';
    expect(sanitizeRichText(video)).toBe(video);
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('keeps the words of what it drops, not the code', () => {
    expect(sanitizeRichText('<p>Hello <script>alert(1)</script><span onclick="x()">world</span></p>')).toBe(
      '<p>Hello world</p>',
    );
  });
});

describe('richTextToPlain', () => {
  it('answers the words with one space between blocks', () => {
    expect(
      richTextToPlain(
        '<h2>Cash</h2><p>Pay on <strong>delivery</strong> &amp; more.</p><ul><li>a</li><li>b</li></ul>',
      ),
    ).toBe('Cash Pay on delivery & more. a b');
  });
});
