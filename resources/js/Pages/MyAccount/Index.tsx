import { Link } from '@inertiajs/react';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { MyAccountProps } from '@/types/pages/account';
import OrdersSection from './Partials/OrdersSection';
import ProfileForm from './Partials/ProfileForm';

/**
 * /my-account: the buyer's orders and profile, with the way to the cart, addresses and complaints.
 * Both come with the page (server/http/pages/account.ts); "carregar mais" asks for the next page of
 * orders.
 */
export default function MyAccount({ profile, orders }: MyAccountProps) {
  const { t } = useLaravelReactI18n();
  const link =
    'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50';
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <ScreenTitle title={t('page.my-account')}>
        <nav className="flex flex-wrap gap-2" aria-label={t('orders.account_links')}>
          <Link href={route('cart')} className={link}>
            {t('page.cart')}
          </Link>
          <Link href={route('address')} className={link}>
            {t('page.address')}
          </Link>
          <Link href={route('complaints')} className={link}>
            {t('page.complaints')}
          </Link>
        </nav>
      </ScreenTitle>
      <OrdersSection orders={orders} />
      <ProfileForm key={profile.id} profile={profile} />
    </section>
  );
}
