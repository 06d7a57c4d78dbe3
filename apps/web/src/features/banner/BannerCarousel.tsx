import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Banner } from '@lotto/contracts';
import { LINKAGE } from '@lotto/contracts/content/linkage';
import { useBanners } from '../../lib/queries/banners.ts';

/** Banners with more than one slide loop with autoplay every 5000 ms (docs/product/shell-and-routes.md#interface-constants). */
export const AUTOPLAY_MS = 5000;

/** The route's banner group (mounted with key={group}, so a new group starts at its first slide). A click follows the banner's linkageType. */
export function BannerCarousel({ group }: { group: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const banners = useBanners(group).data ?? [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return <div className="banner-carousel banner-carousel--empty" aria-hidden="true" />;

  const follow = (b: Banner) => {
    if (b.linkageType === LINKAGE.url) window.open(b.linkageValue, '_blank', 'noopener');
    else if (b.linkageType === LINKAGE.promotion) void navigate(`/promotions/${b.linkageValue}`);
    else if (b.linkageType === LINKAGE.route || b.linkageType === LINKAGE.game) void navigate(b.linkageValue);
  };

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-group={group}
      data-index={index}
    >
      <div className="banner-carousel__track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {banners.map((b, i) => (
          <button
            key={b.bannerId}
            type="button"
            className="banner-carousel__slide"
            aria-hidden={i !== index}
            tabIndex={i === index ? 0 : -1}
            onClick={() => follow(b)}
            disabled={b.linkageType === LINKAGE.none}
          >
            <img
              src={b.url}
              alt={b.title}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              width={1920}
              height={480}
            />
          </button>
        ))}
      </div>
      {count > 1 && (
        <div className="banner-carousel__dots">
          {banners.map((b, i) => (
            <button
              key={b.bannerId}
              type="button"
              aria-label={t('banner.goTo', { n: i + 1 })}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
