import type { Locator, Page } from 'playwright-core';

/** The two widths every layout check runs at: a common phone and a desktop. */
export const layoutViewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

type Box = { x: number; y: number; width: number; height: number };

/** Elements of `scope` matching `selector` whose content is wider than their box (clipped or scrolled). */
export async function overflowing(scope: Locator, selector: string): Promise<string[]> {
  return scope.locator(selector).evaluateAll((els) =>
    els
      .filter((el) => {
        const style = getComputedStyle(el);
        const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
        return !scrolls && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${el.scrollWidth}>${el.clientWidth}`),
  );
}

/** True when box `inner` lies wholly inside box `outer` (a pixel of slack for rounding). */
export const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;

/** Pairs of the matched elements whose boxes overlap by more than a pixel. */
export async function overlaps(scope: Locator | Page, selector: string): Promise<string[]> {
  const boxes = await scope.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { name: `${el.tagName.toLowerCase()}.${el.className}`, x: r.x, y: r.y, w: r.width, h: r.height };
    }),
  );
  const hits: string[] = [];
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      const dx = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
      const dy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      if (dx > 1 && dy > 1) hits.push(`${a.name} x ${b.name}`);
    }
  });
  return hits;
}

/** The page is no wider than its viewport (nothing pushes a horizontal scroll bar). */
export const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
