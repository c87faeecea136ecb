import { wantsApi } from '@/api/wants';
import SelectField from '@/Components/Form/SelectField';
import TextField from '@/Components/Form/TextField';
import { useApiForm } from '@/hooks/useApiForm';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { WantLine } from '@/types/pages/wants';

/** One line: its quantity (saved on leaving the field), a suggestion to pick when unresolved, removal. */
export default function LineRow({
  line,
  onReplaced,
  onRemoved,
}: {
  line: WantLine;
  onReplaced: (line: WantLine) => void;
  onRemoved: (line: WantLine) => void;
}) {
  const { t } = useLaravelReactI18n();
  const form = useApiForm({ quantity: String(line.quantity), product_id: '' });
  const saved = {
    success: false as const,
    onSuccess: (data: { result?: WantLine | null }) => {
      if (data.result) onReplaced(data.result);
    },
  };

  return (
    <li className="flex flex-wrap items-start gap-2 p-3 text-sm" data-status={line.status}>
      <TextField
        type="number"
        min={1}
        max={999}
        label={t('wants.quantity')}
        className="w-24 [&_label]:sr-only"
        {...form.field('quantity')}
        onBlur={() => {
          if (form.data.quantity !== String(line.quantity))
            void form.submit((data) => wantsApi.updateLine(line.id, { quantity: data.quantity }), saved);
        }}
      />
      <span className="min-w-0 flex-1 self-center">
        {line.status === 'matched' ? (line.card_name ?? line.source) : line.source}
        {line.status === 'matched' && line.any_edition && (
          <span className="ml-2 text-slate-500">{t('wants.any_edition')}</span>
        )}
      </span>
      {line.status !== 'matched' && (
        <SelectField
          label={t('wants.pick')}
          className="[&_label]:sr-only"
          placeholder={line.suggestions.length ? t('wants.pick') : t('wants.no_match')}
          options={line.suggestions.map((s) => ({
            value: String(s.product_id),
            label: s.collection ? `${s.name} (${s.collection})` : s.name,
          }))}
          error={form.errors.product_id}
          value={form.data.product_id}
          onChange={(e) => {
            const productId = Number(e.target.value);
            form.setData('product_id', e.target.value);
            if (productId)
              void form.submit(
                () => wantsApi.updateLine(line.id, { product_id: productId, any_edition: true }),
                saved,
              );
          }}
        />
      )}
      <button
        type="button"
        disabled={form.processing}
        onClick={() =>
          void form.send(() => wantsApi.removeLine(line.id), {
            success: false,
            onSuccess: () => onRemoved(line),
          })
        }
        className="self-center text-red-700 hover:underline disabled:opacity-60"
      >
        {t('wants.remove')}
      </button>
    </li>
  );
}
