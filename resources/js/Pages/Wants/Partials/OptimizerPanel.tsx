import CepField from '@/Components/Form/CepField';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import SelectField from '@/Components/Form/SelectField';
import TextField from '@/Components/Form/TextField';
import { useOptimizer } from '@/hooks/wants/useOptimizer';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { OptimizeMode } from '@/types/pages/wants';
import OptimizationResult from './OptimizationResult';

/** The CEP and the mode, "Montar carrinho mais barato", and the result with "Substituir carrinho". */
export default function OptimizerPanel({
  listId,
  initialCep,
}: {
  listId: number;
  initialCep: string | null;
}) {
  const { t } = useLaravelReactI18n();
  const optimizer = useOptimizer(listId, initialCep);
  const { form } = optimizer;
  return (
    <div className="space-y-4 rounded-lg bg-white p-4 shadow">
      <div className="flex flex-wrap items-end gap-3">
        <CepField
          label={t('wants.cep')}
          name="cep"
          className="w-36"
          value={form.data.cep}
          error={form.errors.cep}
          onChange={(cep) => form.setData('cep', cep)}
        />
        <SelectField
          label={t('wants.mode')}
          options={[
            { value: 'cheapest', label: t('wants.mode_cheapest') },
            { value: 'fewest', label: t('wants.mode_fewest') },
            { value: 'max_stores', label: t('wants.mode_max_stores') },
          ]}
          {...form.field('mode')}
          onChange={(e) => form.setData('mode', e.target.value as OptimizeMode)}
        />
        {form.data.mode === 'max_stores' && (
          <TextField
            type="number"
            min={1}
            max={50}
            label={t('wants.max_stores')}
            className="w-28"
            {...form.field('max_stores')}
          />
        )}
        <PrimaryButton type="button" disabled={form.processing} onClick={() => void optimizer.optimize()}>
          {t('wants.optimize')}
        </PrimaryButton>
      </div>
      {optimizer.stale && (
        <p role="status" className="rounded-md bg-amber-50 p-2 text-sm text-amber-800">
          {optimizer.stale}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void optimizer.optimize()}>
            {t('wants.reoptimize')}
          </button>
        </p>
      )}
      {optimizer.result && (
        <OptimizationResult
          result={optimizer.result}
          processing={form.processing}
          onReplace={() => void optimizer.replaceCart()}
        />
      )}
    </div>
  );
}
