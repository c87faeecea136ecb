import { useCallback } from 'react';
import { sellerRegisterApi } from '@/api/sellerRegister';
import { useApiForm } from '@/hooks/useApiForm';
import { notify } from '@/lib/notify';
import { serverMessage, statusOf } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { OwnListing, RegisterProduct } from '@/types/pages/sellerRegister';
import { checkFields, emptyFields, fieldsOf, type ListingFields, toSaveInput } from './listingForm';

/** Spec section 9: the success toast shows 100 ms after a full product save. */
export const SAVE_TOAST_DELAY_MS = 100;

const FORM_FIELDS: readonly string[] = ['condition', 'language', 'extras', 'price', 'quantity'];

/**
 * The listing form of the chosen product (useApiForm): checks, POST /v1/product-store-save/, the
 * server's 422 texts under the fields, and after a full save (the store's listings read again) the
 * toast 'Criado/Alterado com sucesso.' 100 ms later. The form is keyed by product: another product
 * starts a fresh one.
 */
export function useListingForm(storeId: number, selected: RegisterProduct, refresh: () => Promise<void>) {
  const { t } = useLaravelReactI18n();
  const form = useApiForm<ListingFields>(() => emptyFields(selected));
  const { setData, clearErrors, setError } = form;

  const set = useCallback(
    <K extends keyof ListingFields>(key: K, value: ListingFields[K]) => {
      setData((f) => ({ ...f, [key]: value }));
      clearErrors(key);
    },
    [setData, clearErrors],
  );

  const toggleExtra = useCallback(
    (code: string) =>
      setData((f) => ({
        ...f,
        extras: f.extras.includes(code) ? f.extras.filter((c) => c !== code) : [...f.extras, code],
      })),
    [setData],
  );

  const edit = useCallback(
    (listing: OwnListing) => {
      setData(fieldsOf(listing));
      clearErrors();
    },
    [setData, clearErrors],
  );

  const submit = async () => {
    const found = checkFields(form.data, t);
    clearErrors();
    if (Object.keys(found).length > 0) {
      setError(found as Partial<Record<keyof ListingFields, string>>);
      return false;
    }
    const saved = await form.submit(
      (data) => sellerRegisterApi.saveListing(toSaveInput(storeId, selected, data)),
      {
        success: false,
        onSuccess: async (data) => {
          await refresh();
          const message = data.message || t('spec.product_saved');
          setTimeout(() => void notify.success(message), SAVE_TOAST_DELAY_MS);
        },
        // The form's fields show their 422 texts (no toast); a 422 on anything else is a toast.
        fieldName: (key) => (FORM_FIELDS.includes(key) ? key : null),
        toastFieldErrors: false,
        onError: (error) => {
          if (statusOf(error) !== 409) return false;
          // A checkout took units meanwhile: the server's message, and the figures as they are now.
          notify.warning(serverMessage(error));
          void refresh();
          return true;
        },
      },
    );
    return saved !== null;
  };

  return { fields: form.data, errors: form.errors, busy: form.processing, set, toggleExtra, edit, submit };
}
