import { Link } from '@inertiajs/react';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** The marketplace's main sections; the desktop nav bar and the mobile side menu share them. */
export const MENU_ITEMS = [
  { route: 'home', label: 'menu.home' },
  { route: 'product.list', label: 'menu.cards' },
  { route: 'product-tcg.list', label: 'menu.tcg' },
  { route: 'product-accessory.list', label: 'menu.accessories' },
  { route: 'bra-center.list', label: 'menu.bra' },
  { route: 'collection.list', label: 'menu.collections' },
  { route: 'store.list', label: 'menu.stores' },
  { route: 'ranking', label: 'menu.ranking' },
  { route: 'classified.list', label: 'menu.classifieds' },
  { route: 'questions', label: 'menu.questions' },
] as const;

export default function MenuLinks({
  direction = 'row',
  onNavigate,
}: {
  direction?: 'row' | 'column';
  onNavigate?: () => void;
}) {
  const { t } = useLaravelReactI18n();
  return (
    <ul
      className={
        direction === 'row' ? 'flex flex-wrap gap-x-5 gap-y-1' : 'flex flex-col divide-y divide-slate-100'
      }
    >
      {MENU_ITEMS.map((item) => (
        <li key={item.route}>
          <Link
            href={route(item.route)}
            onClick={onNavigate}
            className={
              direction === 'row'
                ? 'text-sm text-brand-50 hover:text-white'
                : 'block px-4 py-3 text-slate-800 hover:bg-slate-50'
            }
          >
            {t(item.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
