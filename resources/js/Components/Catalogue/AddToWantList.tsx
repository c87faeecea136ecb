import { useState } from 'react';
import { wantsApi } from '@/api/wants';
import { useSession } from '@/hooks/useSession';
import { notify } from '@/lib/notify';
import { notifyRequestError } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** The product page's "Adicionar à lista": the card (any edition) goes to the newest want list. */
export default function AddToWantList({ productId }: { productId: number }) {
  const { t } = useLaravelReactI18n();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  if (!session) return null;
  const add = async () => {
    setBusy(true);
    try {
      const lists = (await wantsApi.list()).result ?? [];
      const listId = lists[0]?.id ?? (await wantsApi.create(t('page.wants'))).result?.id;
      if (!listId) return;
      await wantsApi.addLine(listId, productId);
      notify.success(t('wants.added'));
    } catch (error) {
      notifyRequestError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void add()}
      className="rounded-md border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
    >
      {t('wants.add_to_list')}
    </button>
  );
}
