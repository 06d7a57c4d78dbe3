/**
 * The page's entry: lets the browser paint index.html's static header first, then runs the app.
 * The app's scripts and styles are already downloading (the build lists them in index.html,
 * build/boot-preloads.ts); without this yield Chromium runs them as soon as they arrive on a
 * fast link, and the first paint waits for all of them. A hidden tab gets no animation frame,
 * so a timer starts the app there.
 */
await new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  setTimeout(resolve, 100);
});
await import('./main.tsx');

export {};
