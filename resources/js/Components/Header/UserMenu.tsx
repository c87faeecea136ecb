import { Link } from '@inertiajs/react';
import { useSession } from '@/hooks/useSession';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** Logout's code (the API call, clearing the session) loads when it is clicked. */
const logout = () => import('@/lib/auth').then(({ endSession }) => endSession());

/**
 * Login/register links for a visitor; the user's name, account links and logout otherwise. "Minhas
 * lojas" (the seller area) is in the header bar from md up and always in the side menu (tone dark);
 * the seller header has its own at every width (stores={false}).
 */
export default function UserMenu({
  tone = 'light',
  stores = true,
}: {
  tone?: 'light' | 'dark';
  stores?: boolean;
}) {
  const { t } = useLaravelReactI18n();
  const session = useSession();
  const linkClass = tone === 'light' ? 'text-white hover:underline' : 'text-brand-700 hover:underline';

  if (!session) {
    return (
      <nav className="flex items-center gap-3 text-sm">
        <a href={route('auth.login')} className={linkClass}>
          {t('header.login')}
        </a>
        <Link href={route('auth.register')} className={linkClass}>
          {t('header.register')}
        </Link>
      </nav>
    );
  }
  return (
    <nav className="flex items-center gap-3 text-sm">
      <Link
        href={route('my-account')}
        className={`${linkClass} font-semibold`}
        data-testid="header-user-name"
      >
        {t('header.greeting', { name: session.user.name })}
      </Link>
      {stores && (
        <Link
          href={route('my-store.list')}
          className={tone === 'light' ? `${linkClass} hidden md:inline` : linkClass}
          data-testid="header-my-stores"
        >
          {t('header.my_stores')}
        </Link>
      )}
      <button type="button" onClick={() => void logout()} className={linkClass}>
        {t('header.logout')}
      </button>
    </nav>
  );
}
