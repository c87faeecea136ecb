import { Link } from '@inertiajs/react';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '@/hooks/useSession';
// The notices badge (and the realtime client it listens with) loads only for a logged-in user; its
// place is kept while it loads.
import { noticesBell } from '@/Layouts/shellParts';
import { Deferred } from '@/lib/deferred';
import { useLaravelReactI18n } from '@/lib/useI18n';
import CartLink from './CartLink';
import MenuLinks from './MenuLinks';
import SearchBox from './SearchBox';
import UserMenu from './UserMenu';

// Headless UI's Dialog loads with the first opening of the menu, not with every page.
const SideMenu = lazy(() => import('./SideMenu'));

/** The marketplace header: search with a filter, notices, and the side menu on mobile. */
export default function DefaultHeader({ appName }: { appName: string }) {
  const { t } = useLaravelReactI18n();
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="bg-brand-900 text-white shadow" data-testid="default-header">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
        {/* Phone or wide screen is decided by CSS (md: 769 px), so the server's HTML is already laid
            out for the visitor's screen and nothing moves when the page hydrates. */}
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-label={t('menu.open')}
          className="text-2xl leading-none md:hidden"
        >
          ☰
        </button>
        <Link href={route('home')} className="text-lg font-extrabold tracking-tight">
          {appName}
        </Link>
        <div className="order-last w-full md:order-none md:flex-1">
          <SearchBox />
        </div>
        {session && (
          <Deferred
            load={noticesBell}
            placeholder={<span className="inline-block h-6 w-6" aria-hidden="true" />}
          />
        )}
        {session && (
          <Link
            href={route('wants')}
            className="text-sm font-medium hover:underline"
            data-testid="header-wants"
          >
            {t('header.wants')}
          </Link>
        )}
        <CartLink />
        <div className="hidden md:block">
          <UserMenu />
        </div>
      </div>
      <nav className="hidden border-t border-white/10 md:block">
        <div className="mx-auto max-w-7xl px-4 py-2">
          <MenuLinks />
        </div>
      </nav>
      {menuOpen && (
        <Suspense fallback={null}>
          <SideMenu open onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
