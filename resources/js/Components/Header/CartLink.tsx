import { Link } from '@inertiajs/react';
import { useCartCount } from '@/hooks/useSession';
import { useLaravelReactI18n } from '@/lib/useI18n';

/**
 * The cart, one tap away from every page: in the header (phone and wide screen) and in the side menu,
 * with the number of items it holds. The number is the cart flag of lib/session.ts: the server's
 * `cart_count` on each page, then every add, change, removal or order (and other tabs) at once.
 */
export default function CartLink({
  tone = 'light',
  onNavigate,
}: {
  tone?: 'light' | 'dark';
  onNavigate?: () => void;
}) {
  const { t } = useLaravelReactI18n();
  const count = useCartCount();
  const label = count > 0 ? t('header.cart_with_count', { count: String(count) }) : t('header.cart');
  return (
    <Link
      href={route('cart')}
      onClick={onNavigate}
      aria-label={label}
      data-testid="cart-link"
      className={`relative inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-semibold ${
        tone === 'light' ? 'text-white hover:bg-white/10' : 'text-brand-900 hover:bg-slate-100'
      }`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      >
        <path
          d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.8h7.9a2 2 0 0 0 2-1.6L21 7H6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.5" />
        <circle cx="17" cy="20" r="1.5" />
      </svg>
      <span className={tone === 'light' ? 'hidden md:inline' : ''}>{t('header.cart')}</span>
      {count > 0 && (
        <span
          data-testid="cart-count"
          className="min-w-5 rounded-full bg-amber-400 px-1.5 text-center text-xs font-bold leading-5 text-slate-900"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
