import { useListingForm } from '@/hooks/seller/register/useListingForm';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Extra, Language } from '@/types/catalogue';
import type { RegisterProduct } from '@/types/pages/sellerRegister';
import ChosenProduct from './ChosenProduct';
import ListingForm from './ListingForm';

/**
 * The chosen product and its listing form (keyed by product by the page: another product starts a
 * fresh form). "Alterar" on one of the store's listings loads it into the form.
 */
export default function ListingPanel({
  storeId,
  selected,
  languages,
  extras,
  refresh,
  onChangeProduct,
}: {
  storeId: number;
  selected: RegisterProduct;
  languages: Language[];
  extras: Extra[];
  refresh: () => Promise<void>;
  onChangeProduct: () => void;
}) {
  const { t } = useLaravelReactI18n();
  const form = useListingForm(storeId, selected, refresh);
  const names = new Map(extras.map((e) => [e.code, e.name]));
  return (
    <section aria-label={t('seller_register.form_title')} className="flex flex-col gap-3">
      <ChosenProduct
        selected={selected}
        extraName={(code) => names.get(code) ?? code}
        onEdit={form.edit}
        onChange={onChangeProduct}
      />
      <ListingForm form={form} selected={selected} languages={languages} extras={extras} />
    </section>
  );
}
