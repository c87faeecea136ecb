import { Link, usePage } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SellerStore } from '@/types/pages/seller';

/** The store area's sections, in the order the side menu lists them (route names of routes/pages.json). */
const SECTIONS = [
  'my-store.dashboard',
  'my-store.products',
  'my-store.low-stock',
  'my-store.product.register',
  'my-store.product.create',
  'my-store.orders',
  'my-store.config-store',
  'my-store.personalize-store',
  'my-store.project-management',
  'my-store.ad.list',
  'my-store.ad.payment',
  'my-store.wallet',
  'my-store.bank-account',
  'my-store.bank-card-credit',
  'my-store.plans',
  'my-store.support',
] as const;

const STATUS_STYLE: Record<SellerStore['status'], string> = {
  active: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-800',
  blocked: 'bg-red-100 text-red-800',
};

/**
 * The seller frame, the persistent layout of the store area's screens (Layouts/layouts.ts): the
 * store's name and status and the section menu (a column on wide screens, a scrolling row on phones)
 * beside the screen, which renders its own title (Components/Layout/ScreenTitle). The store is the
 * page's `store` prop; a screen of the area without one (the store list, a visitor on the product
 * suggestion form) renders without the frame. A screen that changes the store's look before saving
 * (MyStore/Personalize) shows it here through Inertia's `setLayoutProps`.
 */
export default function SellerLayout({
  store,
  children,
}: {
  store?: SellerStore | null;
  children: ReactNode;
}) {
  if (!store) return children;
  return <SellerFrame store={store}>{children}</SellerFrame>;
}

function SellerFrame({ store, children }: { store: SellerStore; children: ReactNode }) {
  const { t } = useLaravelReactI18n();
  const current = usePage().props.route?.name ?? '';
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-start" data-testid="seller-frame">
      <nav
        aria-label={t('seller.menu')}
        className="-mx-4 overflow-x-auto bg-white px-4 py-2 shadow-sm md:mx-0 md:w-56 md:shrink-0 md:rounded-lg md:p-3"
      >
        <div className="mb-2 hidden md:block">
          <p className="truncate font-bold text-slate-900">{store.name}</p>
          <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[store.status]}`}>
            {t(`seller.store_status.${store.status}`)}
          </span>
        </div>
        <ul className="flex gap-1 whitespace-nowrap md:flex-col md:whitespace-normal">
          {SECTIONS.map((name) => {
            const active = current === name || current.startsWith(`${name}.`);
            return (
              <li key={name}>
                <Link
                  href={route(name, { store_id: store.id })}
                  aria-current={active ? 'page' : undefined}
                  className={`block rounded px-3 py-2 text-sm ${
                    active ? 'bg-brand-600 font-semibold text-white' : 'text-slate-700 hover:bg-slate-100'
                  }`}
                >
                  {t(`seller.section.${name}`)}
                </Link>
              </li>
            );
          })}
          <li>
            <Link
              href={route('my-store.list')}
              className="block rounded px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
            >
              {t('page.my-store.list')}
            </Link>
          </li>
        </ul>
      </nav>
      <section className="min-w-0 flex-1">{children}</section>
    </div>
  );
}
