import { Link } from '@inertiajs/react';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Category, ProductType } from '@/types/catalogue';

/** Where each product line lives. */
const LINE_ROUTES: Record<ProductType, string> = {
  card: 'product.list',
  tcg: 'product-tcg.list',
  accessory: 'product-accessory.list',
  bra: 'bra-center.products',
};

/** The product lines (root categories, from the server) as shortcuts. */
export default function Categories({ categories }: { categories: Category[] }) {
  const { t, tChoice } = useLaravelReactI18n();
  if (!categories.length) return null;
  return (
    <nav aria-label={t('home.categories')} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {categories.map((c) => (
        <Link
          key={c.id}
          href={route(LINE_ROUTES[c.type])}
          className="rounded-lg bg-white p-3 shadow-sm hover:ring-2 hover:ring-brand-500"
        >
          <span className="block font-semibold text-slate-900">{c.name}</span>
          <span className="text-xs text-slate-500">
            {tChoice('catalogue.products_count', c.products_count)}
          </span>
        </Link>
      ))}
    </nav>
  );
}
