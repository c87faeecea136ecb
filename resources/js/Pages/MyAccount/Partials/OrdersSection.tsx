import LoadMore from '@/Components/Catalogue/LoadMore';
import OrderGroupCard from '@/Components/Orders/OrderGroupCard';
import { usePropList } from '@/hooks/usePropList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { OrderGroup } from '@/types/cart';
import type { MyAccountProps } from '@/types/pages/account';

/** The orders part of /my-account: page 1 from the server, "carregar mais" appends the next. */
export default function OrdersSection({ orders }: Pick<MyAccountProps, 'orders'>) {
  const { t } = useLaravelReactI18n();
  const list = usePropList<OrderGroup>('orders', orders);
  return (
    <section className="space-y-4 rounded-lg bg-white p-6 shadow" aria-labelledby="my-orders">
      <h2 id="my-orders" className="text-lg font-semibold">
        {t('orders.title')}
      </h2>
      {list.items.length === 0 ? (
        <p className="py-6 text-center text-slate-600">{t('orders.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {list.items.map((group) => (
            <OrderGroupCard key={group.id} group={group} />
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </section>
  );
}
