import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// Its own chunk, fetched once the place of the board nears the screen; a failed fetch shows nothing.
const WinnersBoard = lazy(() => import('./WinnersBoard.tsx').catch(() => ({ default: () => null })));

/**
 * The winners board below the fold: neither its script nor its call is part of the first paint.
 * An empty marker stands in its place until it is within 200 px of the viewport.
 */
export function LazyWinners() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '200px 0px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  if (!near) return <div ref={ref} className="winners-marker" aria-hidden="true" />;
  return (
    <Suspense fallback={null}>
      <WinnersBoard />
    </Suspense>
  );
}
