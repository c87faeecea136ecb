import { useEffect, useState } from 'react';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Banner } from '@/types/catalogue';

const ROTATE_MS = 6000;

/**
 * The home banners (from the server, in their order), one at a time, turning every 6 s (paused while
 * hovered or focused) with arrows and dots. No banner leaves the space out. On a phone the picture's
 * own text is a few pixels high, so its title and subtitle are also written under it at a readable
 * size, with the arrows beside them instead of over the picture (where they covered the title).
 */
export default function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useLaravelReactI18n();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return null;
  const banner = banners[index % count];
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      className="relative overflow-hidden rounded-lg bg-brand-900 text-white shadow"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="banner-carousel"
    >
      {/* The banner pictures carry their own title and text; the title is the link's name. */}
      <a
        href={banner.link ?? undefined}
        className="block"
        aria-label={banner.title}
        title={banner.subtitle ?? banner.title}
      >
        {/* The largest thing the home page paints: fetched first, never lazily. */}
        <img
          src={banner.image}
          alt={banner.title}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          className="aspect-[10/3] w-full object-cover"
        />
      </a>
      {count > 1 && (
        <>
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={t('home.banner_previous')}
            className="absolute left-2 top-1/2 hidden -translate-y-1/2 rounded-full bg-black/40 px-3 py-1 text-xl hover:bg-black/60 sm:block"
          >
            ‹
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={t('home.banner_next')}
            className="absolute right-2 top-1/2 hidden -translate-y-1/2 rounded-full bg-black/40 px-3 py-1 text-xl hover:bg-black/60 sm:block"
          >
            ›
          </button>
          <div className="absolute bottom-2 right-4 hidden gap-1.5 sm:flex">
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('home.banner_n', { n: i + 1 })}
                aria-current={i === index % count}
                className={`h-2.5 w-2.5 rounded-full ${i === index % count ? 'bg-white' : 'bg-white/40'}`}
              />
            ))}
          </div>
        </>
      )}
      <div className="flex items-center gap-2 px-3 py-2 sm:hidden" data-testid="banner-caption">
        {count > 1 && (
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={t('home.banner_previous')}
            className="shrink-0 rounded-full bg-white/15 px-3 py-1 text-xl"
          >
            ‹
          </button>
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate text-base font-semibold">{banner.title}</p>
          {banner.subtitle && <p className="truncate text-sm text-white/85">{banner.subtitle}</p>}
        </div>
        {count > 1 && (
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={t('home.banner_next')}
            className="shrink-0 rounded-full bg-white/15 px-3 py-1 text-xl"
          >
            ›
          </button>
        )}
      </div>
    </section>
  );
}
