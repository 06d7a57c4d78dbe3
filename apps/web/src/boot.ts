/**
 * The page's entry: lets the browser paint index.html's static header first, then runs the
 * app. Its stylesheets and scripts are already on their way (index.html links them,
 * build/boot-links.ts); without this yield Chromium would run the scripts as soon as they
 * arrive on a fast link, and the first paint would wait for all of them. A hidden tab gets no
 * animation frame, so a timer starts the app there.
 */
await new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  setTimeout(resolve, 100);
});
// React's own modules run first, in a task of their own: one task for all of the app's modules
// kept the main thread (and a tap) waiting for longer than a frame.
await import('react-dom/client');
await new Promise((resolve) => setTimeout(resolve, 0));
await import('./main.tsx');

export {};
