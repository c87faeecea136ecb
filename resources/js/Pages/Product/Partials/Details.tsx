import { Link } from '@inertiajs/react';
import { type ReactNode, useState } from 'react';
import { useFavoriteToggle } from '@/hooks/catalogue/useFavoriteToggle';
import { formatDate, formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductDetail } from '@/types/catalogue';

/** Name, collection, number, rarity, category, brand, the price summary and the favourite toggle. */
export default function Details({ product }: { product: ProductDetail }) {
  const { t } = useLaravelReactI18n();
  const [favorite, setFavoriteState] = useState(product.is_favorite);
  const { setFavorite, busy } = useFavoriteToggle();
  const toggle = async () => {
    const now = await setFavorite(product.code, !favorite);
    if (now !== null) setFavoriteState(now);
  };
  const rows: [string, ReactNode][] = [];
  if (product.collection) {
    rows.push([
      t('product.collection'),
      <Link
        key="c"
        href={route('product.list', { id: product.collection.code })}
        className="text-brand-700 hover:underline"
      >
        {product.collection.name}
      </Link>,
    ]);
  }
  if (product.number) rows.push([t('product.number'), product.number]);
  if (product.rarity) rows.push([t('product.rarity'), product.rarity.name]);
  if (product.category) rows.push([t('product.category'), product.category.name]);
  if (product.brand) {
    rows.push([
      t('product.brand'),
      <Link
        key="b"
        href={route('brand.show', { brand: product.brand.slug })}
        className="text-brand-700 hover:underline"
      >
        {product.brand.name}
      </Link>,
    ]);
  }
  if (product.released_at) rows.push([t('product.released'), formatDate(product.released_at)]);

  return (
    <div className="min-w-0 flex-1 space-y-3">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{product.name}</h1>
          {product.name_en && product.name_en !== product.name && (
            <p className="text-sm italic text-slate-500">{product.name_en}</p>
          )}
        </div>
        <button
          type="button"
          onClick={() => void toggle()}
          disabled={busy === product.code}
          aria-pressed={favorite}
          className="shrink-0 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50"
        >
          <span className={favorite ? 'text-red-600' : 'text-slate-400'} aria-hidden="true">
            ♥
          </span>{' '}
          {favorite ? t('product.favorite_remove') : t('product.favorite_add')}
        </button>
      </div>
      <p className="text-lg" data-testid="product-price-summary">
        {product.price.min !== null ? (
          <>
            {t('catalogue.from_price')}{' '}
            <strong className="text-2xl text-slate-900">{formatMoney(product.price.min)}</strong>
            <span className="ml-2 text-sm text-slate-600">
              {t('product.offers_stock', { offers: product.price.offers, stock: product.price.stock })}
            </span>
          </>
        ) : (
          <span className="text-slate-600">{t('catalogue.no_offers')}</span>
        )}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {product.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1">
          {product.tags.map((tag) => (
            <li key={tag.id} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {tag.name}
            </li>
          ))}
        </ul>
      )}
      {product.description && <p className="text-sm text-slate-700">{product.description}</p>}
    </div>
  );
}
