import { Head, Link, usePage } from '@inertiajs/react';
import { catalogueApi } from '@/api/catalogue';
import { EmptyState, ErrorState, LoadingState } from '@/Components/Catalogue/States';
import { resultOf, useLookup } from '@/hooks/catalogue/useLookup';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductType } from '@/types/catalogue';
import Details from './Partials/Details';
import Gallery from './Partials/Gallery';
import History from './Partials/History';
import Offers from './Partials/Offers';
import PriceStats from './Partials/PriceStats';

const TYPES: ProductType[] = ['card', 'tcg', 'accessory', 'bra'];

/**
 * /product/{id}/{product_type?}: a product with its pictures and details, every store's offer with
 * the add-to-cart entry, the price statistics, the 90-day price chart and the recent sales.
 */
export default function ProductShow() {
  const { t } = useLaravelReactI18n();
  const params = usePage().props.route?.params ?? {};
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const product = useLookup(
    () => (valid ? catalogueApi.show(id).then(resultOf) : Promise.reject(new Error('invalid id'))),
    `product:${params.id}`,
    { label: 'products-show' },
  );

  if (product.status === 'loading') return <LoadingState />;
  if (!product.data) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        {!valid || product.failedStatus === 404 ? (
          <EmptyState title={t('product.not_found')} text={t('product.not_found_text')}>
            <Link href={route('product.list')} className="font-semibold text-brand-700 hover:underline">
              {t('product.see_cards')}
            </Link>
          </EmptyState>
        ) : (
          <ErrorState onRetry={product.reload} />
        )}
      </section>
    );
  }

  const detail = product.data;
  const routeType = params.product_type as ProductType | undefined;
  const type = routeType && TYPES.includes(routeType) ? routeType : detail.type;
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-6">
      <Head title={detail.name} />
      <div className="flex flex-col gap-6 md:flex-row">
        <Gallery
          name={detail.name}
          images={detail.images.length ? detail.images : detail.url ? [detail.url] : []}
        />
        <Details product={detail} />
      </div>
      <Offers productId={detail.code} type={type} />
      <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
        <PriceStats productId={detail.code} />
        <History productId={detail.code} />
      </div>
    </section>
  );
}
