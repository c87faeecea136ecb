import { Link } from '@inertiajs/react';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { BannerAd } from '@/types/catalogue';

/** Stores' featured banner ads (bannerAds, from the server), each leading to the store's page. */
export default function StoreAds({ ads }: { ads: BannerAd[] }) {
  const { t } = useLaravelReactI18n();
  if (!ads.length) return null;
  return (
    <section
      aria-label={t('home.store_ads')}
      className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6"
    >
      {ads.map((ad) => {
        const content = (
          <>
            <img src={ad.image} alt="" loading="lazy" className="aspect-[3/1] w-full rounded object-cover" />
            <span className="mt-1 line-clamp-2 block text-xs font-medium text-slate-800">{ad.title}</span>
          </>
        );
        return (
          <div key={ad.id} className="rounded-lg bg-white p-2 shadow-sm">
            {ad.store ? (
              <Link href={route('store.page', { store_slug: ad.store.slug })}>{content}</Link>
            ) : (
              <a href={ad.link ?? undefined}>{content}</a>
            )}
          </div>
        );
      })}
    </section>
  );
}
