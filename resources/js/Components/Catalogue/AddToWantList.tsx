import { wantsApi } from '@/api/wants';
import { useApiForm } from '@/hooks/useApiForm';
import { useSession } from '@/hooks/useSession';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** The product page's "Adicionar à lista": the card (any edition) goes to the newest want list. */
export default function AddToWantList({ productId }: { productId: number }) {
  const { t } = useLaravelReactI18n();
  const session = useSession();
  const request = useApiForm({});
  if (!session) return null;
  const add = () =>
    request.send(
      async () => {
        const lists = (await wantsApi.list()).result ?? [];
        const listId = lists[0]?.id ?? (await wantsApi.create(t('page.wants'))).result?.id;
        if (!listId) return null;
        return wantsApi.addLine(listId, productId);
      },
      { success: (data) => (data ? t('wants.added') : undefined) },
    );
  return (
    <button
      type="button"
      disabled={request.processing}
      onClick={() => void add()}
      className="rounded-md border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
    >
      {t('wants.add_to_list')}
    </button>
  );
}
