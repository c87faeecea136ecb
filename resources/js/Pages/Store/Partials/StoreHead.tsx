import { usePage } from '@inertiajs/react';
import PageMeta from '@/Components/Seo/PageMeta';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StoreDetail } from '@/types/catalogue';

/** The store as search engines and link previews see it: a schema.org Organization with its rating. */
export default function StoreHead({ store }: { store: StoreDetail }) {
  const { t } = useLaravelReactI18n();
  const origin = usePage().props.ziggy?.url ?? '';
  const absolute = (path: string) => (path.startsWith('http') ? path : `${origin}${path}`);
  const description =
    store.description?.trim() ||
    t('seo.store_description', {
      name: store.name,
      city: store.city,
      uf: store.uf,
      count: store.offers_count,
    });
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: store.name,
    url: absolute(route('store.page', { store_slug: store.slug }, false)),
    logo: absolute(store.logo),
    address: {
      '@type': 'PostalAddress',
      addressLocality: store.city,
      addressRegion: store.uf,
      addressCountry: 'BR',
    },
    ...(store.rating !== null && store.reviews_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: store.rating,
            reviewCount: store.reviews_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return (
    <PageMeta
      title={store.name}
      description={description}
      image={store.banner || store.logo}
      jsonLd={jsonLd}
    />
  );
}
