import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { AddressPageProps } from '@/types/pages/account';
import AddressBook from './Partials/AddressBook';
import LoginPrompt from './Partials/LoginPrompt';

/**
 * /address: the buyer's addresses, which come with the page (server/http/pages/account.ts); add, edit
 * (CEP autofill), make default, delete. A visitor without a session is asked to log in.
 */
export default function AddressIndex({ addresses }: AddressPageProps) {
  const { t } = useLaravelReactI18n();
  if (addresses === null) {
    return (
      <section className="mx-auto max-w-4xl px-4 py-8">
        <ScreenTitle title={t('page.address')} />
        <LoginPrompt />
      </section>
    );
  }
  return <AddressBook addresses={addresses} />;
}
