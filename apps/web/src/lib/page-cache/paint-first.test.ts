import { describe, expect, it } from 'vitest';
import { LATEST_MS, scriptsAfterFirstPaint } from './paint-first.mjs';

/** A page as Next writes it: chunks `async` in the head, one more after the bootstrap in the body. */
const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  '</head><body><main>Hello</main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '</body></html>',
].join('');

describe('scriptsAfterFirstPaint', () => {
  it('takes every Next chunk out of the page and starts them, in order, from the end of the body', () => {
    const html = scriptsAfterFirstPaint(page);
    expect(html).not.toContain('async=""');
    expect(html).toMatch(/<main>Hello<\/main><script>\(self.__next_f/);
    const loader = html.slice(html.lastIndexOf('<script>'), html.lastIndexOf('</body>'));
    expect(loader).toContain(
      `(${JSON.stringify(['/_next/static/chunks/runtime.js', '/_next/static/chunks/react.js', '/_next/static/chunks/main.js'])},${LATEST_MS})`,
    );
    expect(loader).toContain('img[fetchpriority="high"]');
    expect(html.endsWith('</script></body></html>')).toBe(true);
  });

  it('keeps the stylesheets, the inline payload and the noModule polyfill where they were', () => {
    const html = scriptsAfterFirstPaint(page);
    expect(html).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
    );
    expect(html).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script></head>');
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
  });

  it('changes a page once, and leaves HTML without a body or without chunks alone', () => {
    const once = scriptsAfterFirstPaint(page);
    expect(scriptsAfterFirstPaint(once)).toBe(once);
    expect(scriptsAfterFirstPaint('<div>part</div>')).toBe('<div>part</div>');
    const plain = '<html><head></head><body><p>No scripts</p></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });

  it('inlines a loader that runs on its own', () => {
    const html = scriptsAfterFirstPaint(page);
    const loader = html.slice(
      html.lastIndexOf('<script>') + '<script>'.length,
      html.lastIndexOf('</script>'),
    );
    // It is a complete expression that refers to nothing of this module.
    expect(() => new Function(loader)).not.toThrow();
    expect(loader).not.toContain('</script');
  });
});
