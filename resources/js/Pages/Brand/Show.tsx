import ProductListScreen, { PRODUCT_FILTERS } from '@/Components/Catalogue/ProductListScreen';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { BrandShowProps } from '@/types/pages/productLists';

/**
 * /brand/{brand}: a brand (accessory makers, Bra line artisans) and its products, with the list
 * filters. The brand and page 1 of its products come from server/http/pages/catalogue.ts; an unknown
 * brand is the not-found screen (404).
 */
export default function BrandShow({ brand }: BrandShowProps) {
  const { tChoice } = useLaravelReactI18n();
  const intro = (
    <div
      className="mb-4 flex items-center gap-4 rounded-lg bg-white p-4 shadow-sm"
      data-testid="brand-header"
    >
      <img src={brand.logo} alt="" width={64} height={64} className="h-16 w-16 rounded object-contain" />
      <div>
        {brand.description && <p className="text-sm text-slate-700">{brand.description}</p>}
        <p className="text-xs text-slate-500">{tChoice('catalogue.products_count', brand.products_count)}</p>
      </div>
    </div>
  );

  return (
    <ProductListScreen
      title={brand.name}
      fields={PRODUCT_FILTERS}
      categoryRoot={0}
      conditionType="other"
      intro={intro}
    />
  );
}
