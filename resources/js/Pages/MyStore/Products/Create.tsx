import type { ReactNode } from 'react';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import SuggestionForm from '@/Components/Seller/Register/SuggestionForm';
import SuggestionList from '@/Components/Seller/Register/SuggestionList';
import { useSuggestions } from '@/hooks/seller/register/useSuggestions';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductCreateProps, SuggestionItem } from '@/types/pages/sellerRegister';

function Suggest({
  kinds,
  languages,
  initial,
}: Pick<ProductCreateProps, 'kinds' | 'languages'> & { initial: SuggestionItem[] }) {
  const { t } = useLaravelReactI18n();
  const { suggestions, form, submit } = useSuggestions(initial);
  return (
    <>
      <p className="mb-4 text-sm text-slate-600">{t('seller_register.suggest_intro')}</p>
      <SuggestionForm kinds={kinds} languages={languages} form={form} onSubmit={submit} />
      <SuggestionList suggestions={suggestions} />
    </>
  );
}

/**
 * /my-store/{store_id}/product-create: suggest a product missing from the catalogue; it waits for an
 * admin's approval, which reaches the author live (docs/product-register.md). Open to everyone: a
 * visitor is asked to log in, and the store frame shows only for the store's owner or an admin.
 */
export default function MyStoreProductsCreate({ store, kinds, languages, suggestions }: ProductCreateProps) {
  const { t } = useLaravelReactI18n();
  const body: ReactNode =
    suggestions === null ? (
      <div className="rounded-lg bg-white p-8 text-center shadow" data-testid="login-prompt">
        <p className="text-slate-700">{t('seller_register.login_needed')}</p>
        <a
          href={route('auth.login')}
          className="mt-3 inline-block font-medium text-brand-700 hover:underline"
        >
          {t('header.login')}
        </a>
      </div>
    ) : (
      <Suggest kinds={kinds} languages={languages} initial={suggestions} />
    );
  if (store)
    return (
      <>
        <ScreenTitle />
        {body}
      </>
    );
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <ScreenTitle title={t('page.my-store.product.create')} />
      {body}
    </section>
  );
}
