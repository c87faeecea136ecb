import { Link } from '@inertiajs/react';
import { useLaravelReactI18n } from '@/lib/useI18n';
import UserMenu from './UserMenu';

/** The seller-store header of every my-store screen. */
export default function StoreHeader({ appName }: { appName: string }) {
  const { t } = useLaravelReactI18n();
  return (
    <header className="bg-slate-900 text-white" data-testid="store-header">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="flex items-center gap-3">
          <Link href={route('home')} className="font-extrabold">
            {appName}
          </Link>
          <span className="rounded bg-accent-500 px-2 py-0.5 text-xs font-bold text-slate-900">
            {t('store_header.badge')}
          </span>
        </div>
        <nav className="flex items-center gap-4 text-sm">
          <Link href={route('my-store.list')} className="hover:underline">
            {t('store_header.my_stores')}
          </Link>
          <UserMenu stores={false} />
        </nav>
      </div>
    </header>
  );
}
