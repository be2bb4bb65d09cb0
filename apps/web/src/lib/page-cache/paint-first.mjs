// @ts-check
// A stored public page paints before its scripts start (decision 024). Next puts every script of a
// page in its <head> as `<script async>`: the browser fetches them with the page and runs each one
// the moment it arrives, often before it has painted anything. On a busy phone the first frame then
// waits for React's start-up and hydration, a second or more; measured on a 2-core machine, a third of
// the loads of `/` and a product page painted nothing for ~1.3 s although the page had loaded in
// 0.3 s. Here those tags become one small script at the end of the body that adds them once the
// browser has shown the page's first content and its main picture (the `fetchpriority="high"` image:
// the slide, the product's picture) is decoded and a frame has gone by, or after LATEST_MS at most.
// React then hydrates the page it has already shown: links and the header search work before that
// (they are plain links and a plain GET form), forms wait for it (decision 009).

/** The scripts Next emits for a page: its own chunks, each `async`. The `noModule` polyfill stays. */
const NEXT_ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;

/** The longest the scripts wait for the main picture, in ms from the end of the page's HTML. */
export const LATEST_MS = 2000;

/**
 * Runs in the browser (its source is inlined, so it must not close over anything): adds the scripts
 * once the browser has shown the page's first content and the main picture is ready to paint (and a
 * frame has gone by), or at `latest` ms. @param {string[]} sources @param {number} latest
 */
function startAfterPaint(sources, latest) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of sources) {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    }
  };
  setTimeout(start, latest);
  let waiting = 2;
  // A timer set in a frame's callback runs once that frame is drawn.
  const done = () => {
    waiting -= 1;
    if (waiting === 0) requestAnimationFrame(() => setTimeout(start, 0));
  };
  const picture = /** @type {HTMLImageElement | null} */ (
    document.querySelector('img[fetchpriority="high"]')
  );
  if (picture) picture.decode().then(done, done);
  else done();
  // The first contentful paint is reported once the browser has shown it.
  if (performance.getEntriesByName('first-contentful-paint').length > 0) done();
  else {
    try {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      done();
    }
  }
}

/**
 * The page's HTML with its Next scripts started after its first paint; the HTML unchanged when it has
 * none (a page already changed, a fragment without a body).
 * @param {string} html
 */
export function scriptsAfterFirstPaint(html) {
  if (!html.includes('</body>')) return html;
  /** @type {string[]} */
  const sources = [];
  const rest = html.replace(NEXT_ASYNC_SCRIPT, (_tag, src) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  const loader = `<script>(${startAfterPaint.toString()})(${JSON.stringify(sources)},${LATEST_MS})</script>`;
  const end = rest.lastIndexOf('</body>');
  return `${rest.slice(0, end)}${loader}${rest.slice(end)}`;
}
