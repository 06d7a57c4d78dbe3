import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { routes } from './router.tsx';

const settle = async (path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  // The router turns a route's Component into an element once its chunk has loaded.
  const element = router.state.matches.at(-1)?.route.element;
  router.dispose();
  return isValidElement(element) ? element.type : undefined;
};

describe('routes', () => {
  it('renders the home page at / and at each alias the spec lists', async () => {
    const { Component: home } = await import('./routes/home.tsx');
    for (const path of ['/', '/index', '/index.html', '/home']) {
      expect(await settle(path), path).toBe(home);
    }
  });

  it('sends unknown paths to the not-found page', async () => {
    const { NotFoundPage } = await import('../features/not-found/NotFoundPage.tsx');
    expect(await settle('/no/such/page')).toBe(NotFoundPage);
  });
});
