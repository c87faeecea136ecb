import { useState } from 'react';
import type { OptimizeInput } from '@/api/wants';
import PrimaryButton from '@/Components/Form/PrimaryButton';
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
  const optimizer = useOptimizer(listId);
  const [cep, setCep] = useState(initialCep ?? '');
  const [mode, setMode] = useState<OptimizeMode>('cheapest');
  const [maxStores, setMaxStores] = useState('3');
  const input = (): OptimizeInput => ({
    cep: cep || null,
    mode,
    ...(mode === 'max_stores' ? { max_stores: Number(maxStores) } : {}),
  });
  return (
    <div className="space-y-4 rounded-lg bg-white p-4 shadow">
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm">
          <span className="block font-medium">{t('wants.cep')}</span>
          <input
            value={cep}
            onChange={(e) => setCep(e.target.value)}
            inputMode="numeric"
            className="w-32 rounded-md border border-slate-300 px-2 py-1"
          />
        </label>
        <label className="text-sm">
          <span className="block font-medium">{t('wants.mode')}</span>
          <select
            value={mode}
            onChange={(e) => setMode(e.target.value as OptimizeMode)}
            className="rounded-md border border-slate-300 px-2 py-1"
          >
            <option value="cheapest">{t('wants.mode_cheapest')}</option>
            <option value="fewest">{t('wants.mode_fewest')}</option>
            <option value="max_stores">{t('wants.mode_max_stores')}</option>
          </select>
        </label>
        {mode === 'max_stores' && (
          <label className="text-sm">
            <span className="block font-medium">{t('wants.max_stores')}</span>
            <input
              type="number"
              min={1}
              max={50}
              value={maxStores}
              onChange={(e) => setMaxStores(e.target.value)}
              className="w-20 rounded-md border border-slate-300 px-2 py-1"
            />
          </label>
        )}
        <PrimaryButton
          type="button"
          disabled={optimizer.busy}
          onClick={() => void optimizer.optimize(input())}
        >
          {t('wants.optimize')}
        </PrimaryButton>
      </div>
      {optimizer.stale && (
        <p role="status" className="rounded-md bg-amber-50 p-2 text-sm text-amber-800">
          {optimizer.stale}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void optimizer.optimize(input())}
          >
            {t('wants.reoptimize')}
          </button>
        </p>
      )}
      {optimizer.result && (
        <OptimizationResult
          result={optimizer.result}
          busy={optimizer.busy}
          onReplace={() => void optimizer.replaceCart(input())}
        />
      )}
    </div>
  );
}
