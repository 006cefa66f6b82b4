/**
 * The loader scripts-after-paint.ts writes into each page, in the page's first rewritten chunk tag. It runs in the
 * browser: `loadChunksAfterPaint` is sent as its source text (Function.prototype.toString), so it uses nothing
 * from outside its own body, and has no comments inside (its source is folded onto one line).
 *
 * It queues the page's chunks and adds them as async scripts once the page has painted what it came with:
 * - the document is parsed (DOMContentLoaded);
 * - its first contentful paint has been presented (the paint timing entry; assumed where the browser has none);
 * - nothing is left to appear: no streamed part of the page waits hidden to be revealed (React's `<div hidden
 *   id="S:…">`, which React can hold back up to 300 ms after a loading state painted), and every picture the page
 *   asked for first (fetchpriority="high") has arrived or failed;
 * - then two more frames, so the frame that drew all that has been presented before the first chunk runs.
 * A hidden tab draws no frames: its chunks are added when it is parsed. Whatever happens, they are added at most
 * `fallbackMs` after parsing. Chunks queued after the start are added at once.
 */
export function loadChunksAfterPaint(globalName: string, fallbackMs: number): void {
  const queue: string[] = [];
  let started = false;
  let painted = false;
  let parsed = false;

  const add = (src: string) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    document.head.appendChild(script);
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const src of queue) add(src);
  };
  const settled = () =>
    !document.querySelector('div[hidden][id^="S:"]') &&
    Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')).every(
      (image) => image.complete,
    );
  const watch = () => {
    if (started) return;
    if (settled()) requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
    else requestAnimationFrame(watch);
  };
  const watchWhenReady = () => {
    if (painted && parsed) watch();
  };
  const onParsed = () => {
    parsed = true;
    if (document.hidden) return start();
    setTimeout(start, fallbackMs);
    watchWhenReady();
  };

  const Observer = window.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted = true;
      watchWhenReady();
    }).observe({ type: 'paint', buffered: true });
  } else {
    painted = true;
  }
  (window as unknown as Record<string, (src: string) => void>)[globalName] = (src) => {
    if (started) add(src);
    else queue.push(src);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', onParsed);
  else onParsed();
}
