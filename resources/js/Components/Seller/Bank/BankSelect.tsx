import { removeAccents } from '@brazilian-utils/brazilian-utils';
import { useId, useMemo, useState } from 'react';
import SelectField from '@/Components/Form/SelectField';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Bank } from '@/types/pages/sellerBank';

const fold = (text: string) => removeAccents(text).toLowerCase();

/**
 * The bank: a search box (by COMPE code or name, accents ignored) narrowing a native select, which stays
 * usable with a phone's picker. A search that leaves one bank picks it.
 */
export default function BankSelect({
  banks,
  value,
  error,
  onChange,
  onBlur,
}: {
  banks: Bank[];
  value: string;
  error?: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
}) {
  const { t } = useLaravelReactI18n();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = fold(query.trim());
    if (!q) return banks;
    return banks.filter((b) => b.code.includes(q) || fold(b.name).includes(q) || b.code === value);
  }, [banks, query, value]);

  const search = (text: string) => {
    setQuery(text);
    const q = fold(text.trim());
    const hits = q ? banks.filter((b) => b.code.includes(q) || fold(b.name).includes(q)) : [];
    if (hits.length === 1 && hits[0].code !== value) onChange(hits[0].code);
  };

  return (
    <div className="space-y-2 sm:col-span-2">
      <div>
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-700">
          {t('bank.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => search(e.target.value)}
          placeholder={t('bank.search_placeholder')}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500"
        />
      </div>
      <SelectField
        label={t('bank.field.bank')}
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        options={[
          { value: '', label: shown.length ? t('bank.choose') : t('bank.none_found') },
          ...shown.map((b) => ({ value: b.code, label: `${b.code} · ${b.name}` })),
        ]}
      />
    </div>
  );
}
