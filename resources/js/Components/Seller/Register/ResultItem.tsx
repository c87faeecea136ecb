import { useLaravelReactI18n } from '@/lib/useI18n';
import type { CatalogueEntry } from '@/types/catalogue';

/** One product found: picture, name, collection or category, number, and the button to list it. */
export default function ResultItem({
  entry,
  busy,
  onPick,
}: {
  entry: CatalogueEntry;
  busy: boolean;
  onPick: (id: number) => void;
}) {
  const { t } = useLaravelReactI18n();
  const where = entry.collection?.name ?? entry.category?.name;
  return (
    <li className="flex items-center gap-3 rounded-lg bg-white p-2 shadow-sm" data-testid="register-result">
      {entry.url ? (
        <img
          src={entry.url}
          alt=""
          width={48}
          height={67}
          loading="lazy"
          className="h-16 w-12 shrink-0 rounded object-cover"
        />
      ) : (
        <span className="h-16 w-12 shrink-0 rounded bg-slate-100" />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{entry.name}</p>
        <p className="truncate text-xs text-slate-600">
          {[where, entry.number, entry.code_pro].filter(Boolean).join(' · ')}
        </p>
      </div>
      <button
        type="button"
        disabled={busy}
        onClick={() => onPick(entry.id)}
        aria-label={t('seller_register.pick_named', { name: entry.name })}
        className="shrink-0 rounded-md border border-brand-600 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        {t('seller_register.pick')}
      </button>
    </li>
  );
}
