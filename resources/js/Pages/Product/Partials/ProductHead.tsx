import { usePage } from '@inertiajs/react';
import PageMeta from '@/Components/Seo/PageMeta';
import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductDetail } from '@/types/catalogue';

/**
 * The product as search engines and link previews see it: name, collection, lowest price and number
 * of offers in the description, its picture, and a schema.org Product with an AggregateOffer.
 */
export default function ProductHead({ product }: { product: ProductDetail }) {
  const { t } = useLaravelReactI18n();
  const origin = usePage().props.ziggy?.url ?? '';
  const absolute = (path: string) => (path.startsWith('http') ? path : `${origin}${path}`);
  const { min, max, offers } = product.price;
  const description = [
    product.collection?.name,
    offers > 0
      ? t('seo.product_offers', { price: formatMoney(min), count: offers })
      : t('seo.product_no_offers'),
  ]
    .filter(Boolean)
    .join(' · ');
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.url ? { image: (product.images.length ? product.images : [product.url]).map(absolute) } : {}),
    ...(product.description ? { description: product.description } : {}),
    ...(product.number ? { sku: product.number } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.collection ? { category: product.collection.name } : {}),
    ...(offers > 0 && min !== null
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'BRL',
            lowPrice: min.toFixed(2),
            highPrice: (max ?? min).toFixed(2),
            offerCount: offers,
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
  };
  return (
    <PageMeta
      title={product.name}
      description={description}
      image={product.url}
      type="product"
      jsonLd={jsonLd}
    />
  );
}
