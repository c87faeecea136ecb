import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductType } from '@/types/catalogue';

/** Cards, TCG products, accessories or the Bra line: the catalogue the search looks in. */
export default function KindPicker({
  kinds,
  value,
  onChange,
}: {
  kinds: ProductType[];
  value: ProductType;
  onChange: (kind: ProductType) => void;
}) {
  const { t } = useLaravelReactI18n();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{t('seller_register.kind')}</legend>
      <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {kinds.map((kind) => (
          <button
            key={kind}
            type="button"
            aria-pressed={value === kind}
            onClick={() => onChange(kind)}
            className={`rounded-md border px-3 py-2 text-sm font-medium ${
              value === kind
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
          >
            {t(`seller_register.kind_${kind}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
