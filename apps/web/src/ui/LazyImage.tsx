import { useEffect, useRef, useState } from 'react';

/**
 * Lazy images (docs/product/shell-and-routes.md#interface-constants): start loading when within 1.3 viewports, up to 3 attempts, and
 * remember up to 200 loaded URLs so a re-render shows them at once. A source that keeps
 * failing (or none at all) shows the fallback (the default avatar or game icon). With width
 * and height the box has its size before the image arrives, so nothing moves when it does.
 */
const PRELOAD_RATIO = 1.3;
const ATTEMPTS = 3;
const CACHE_SIZE = 200;
const loaded = new Set<string>();

const remember = (src: string) => {
  loaded.delete(src);
  loaded.add(src);
  if (loaded.size > CACHE_SIZE) loaded.delete(loaded.values().next().value!);
};

type Props = {
  src: string | undefined;
  fallback: string;
  alt: string;
  /** The image's own size in CSS pixels; CSS may scale it, keeping this aspect ratio. */
  width?: number;
  height?: number;
  className?: string;
  eager?: boolean;
};

export function LazyImage({ src, fallback, alt, width, height, className, eager = false }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(eager || (src !== undefined && loaded.has(src)));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const el = ref.current;
    if (visible || !el || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const margin = `${Math.round((PRELOAD_RATIO - 1) * 100)}%`;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          io.disconnect();
        }
      },
      { rootMargin: `${margin} ${margin}` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [visible]);

  const failed = !src || attempt >= ATTEMPTS;
  // a retry re-requests the same URL with a marker so the browser does not reuse the failure
  const current = failed
    ? fallback
    : attempt === 0
      ? src
      : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;
  return (
    <img
      ref={ref}
      className={className}
      alt={alt}
      width={width}
      height={height}
      src={visible ? current : undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onLoad={() => src && !failed && remember(src)}
      onError={() => !failed && setAttempt((a) => a + 1)}
    />
  );
}
