import { useCallback, useState } from 'react';
import { sellerRegisterApi } from '@/api/sellerRegister';
import { isHttpError } from '@/lib/http';
import { notify } from '@/lib/notify';
import { isActionError, notifyRequestError, serverMessage, validationErrors } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { OwnListing, RegisterProduct } from '@/types/pages/sellerRegister';
import { checkFields, emptyFields, fieldsOf, type ListingFields, toSaveInput } from './listingForm';

/** Spec section 9: the success toast shows 100 ms after a full product save. */
export const SAVE_TOAST_DELAY_MS = 100;

const FORM_FIELDS = ['condition', 'language', 'extras', 'price', 'quantity'];

/**
 * The listing form of the chosen product: checks, POST /v1/product-store-save/, the server's 422
 * texts under the fields, and after a full save (the store's listings read again) the toast
 * 'Criado/Alterado com sucesso.' 100 ms later. The form is keyed by product: another product starts
 * a fresh one.
 */
export function useListingForm(storeId: number, selected: RegisterProduct, refresh: () => Promise<void>) {
  const { t } = useLaravelReactI18n();
  const [fields, setFields] = useState<ListingFields>(() => emptyFields(selected));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const set = useCallback(<K extends keyof ListingFields>(key: K, value: ListingFields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => {
      if (!(key in e)) return e;
      const { [key]: _gone, ...rest } = e;
      return rest;
    });
  }, []);

  const toggleExtra = useCallback(
    (code: string) =>
      setFields((f) => ({
        ...f,
        extras: f.extras.includes(code) ? f.extras.filter((c) => c !== code) : [...f.extras, code],
      })),
    [],
  );

  const edit = useCallback((listing: OwnListing) => {
    setFields(fieldsOf(listing));
    setErrors({});
  }, []);

  const submit = useCallback(async () => {
    const found = checkFields(fields, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    setBusy(true);
    try {
      const data = await sellerRegisterApi.saveListing(toSaveInput(storeId, selected, fields));
      if (isActionError(data)) {
        notify.warning(data.message || t('errors.generic'));
        return false;
      }
      await refresh();
      const message = data.message || t('spec.product_saved');
      setTimeout(() => void notify.success(message), SAVE_TOAST_DELAY_MS);
      return true;
    } catch (error) {
      const fieldErrors = validationErrors(error);
      setErrors(fieldErrors);
      const status = isHttpError(error) ? error.response?.status : undefined;
      if (status === 409) {
        // A checkout took units meanwhile: the server's message, and the figures as they are now.
        notify.warning(serverMessage(error));
        await refresh();
      } else if (status !== 422 || !Object.keys(fieldErrors).some((k) => FORM_FIELDS.includes(k))) {
        notifyRequestError(error);
      }
      return false;
    } finally {
      setBusy(false);
    }
  }, [fields, refresh, selected, storeId, t]);

  return { fields, errors, busy, set, toggleExtra, edit, submit };
}
