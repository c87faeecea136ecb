import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ViewMode } from './ProductCard';

/** Grid or list view of a product list. */
export default function ViewToggle({
  value,
  onChange,
}: {
  value: ViewMode;
  onChange: (v: ViewMode) => void;
}) {
  const { t } = useLaravelReactI18n();
  const button = (mode: ViewMode, label: string, icon: string) => (
    <button
      type="button"
      aria-pressed={value === mode}
      aria-label={label}
      title={label}
      onClick={() => onChange(mode)}
      className={`px-2.5 py-1 text-sm ${value === mode ? 'bg-brand-600 text-white' : 'bg-white text-slate-600 hover:bg-slate-100'}`}
    >
      {icon}
    </button>
  );
  return (
    <div className="inline-flex overflow-hidden rounded-md border border-slate-300">
      {button('grid', t('catalogue.view_grid'), '▦')}
      {button('list', t('catalogue.view_list'), '☰')}
    </div>
  );
}
