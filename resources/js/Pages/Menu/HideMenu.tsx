import MenuLinks from '@/Components/Header/MenuLinks';
import UserMenu from '@/Components/Header/UserMenu';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** /hide-menu: the mobile side menu as a screen of its own (the footer is hidden here). */
export default function HideMenu() {
  const { t } = useLaravelReactI18n();
  return (
    <section className="mx-auto max-w-md px-4 py-6">
      <ScreenTitle title={t('menu.title')} />
      <div className="mb-4 rounded-lg bg-white p-4 shadow">
        <UserMenu tone="dark" />
      </div>
      <nav className="rounded-lg bg-white shadow" aria-label={t('menu.title')}>
        <MenuLinks direction="column" />
      </nav>
    </section>
  );
}
