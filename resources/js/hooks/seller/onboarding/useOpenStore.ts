import { router } from '@inertiajs/react';
import { type FormEvent, useState } from 'react';
import { sellerOnboardingApi } from '@/api/sellerOnboarding';
import { notify } from '@/lib/notify';
import { notifyRequestError, validationErrors } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { BeSellerProps } from '@/types/pages/sellerOnboarding';
import { documentProblem, maskDocument, storeSlug } from './documents';

export interface OpenStoreFields {
  name: string;
  slug: string;
  uf: string;
  city: string;
  document: string;
}

/**
 * The "open a store" form: the slug follows the name as the user types (the server's rule) until
 * they edit it themselves; the CPF/CNPJ check digits are checked before sending. On success the
 * toast 'Loja criada com sucesso!' and the seller's store list.
 */
export function useOpenStore(prefill: NonNullable<BeSellerProps['prefill']>) {
  const { t } = useLaravelReactI18n();
  const [fields, setFields] = useState<OpenStoreFields>({
    name: '',
    slug: '',
    uf: prefill.uf,
    city: prefill.city,
    document: maskDocument(prefill.document),
  });
  const [slugEdited, setSlugEdited] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const setName = (name: string) =>
    setFields((f) => ({ ...f, name, slug: slugEdited ? f.slug : storeSlug(name) }));
  const setSlug = (slug: string) => {
    // An emptied field gives the slug back to the name (the preview shows the name's meanwhile).
    setSlugEdited(slug !== '');
    setFields((f) => ({ ...f, slug }));
  };
  const set = (next: Partial<OpenStoreFields>) => setFields((f) => ({ ...f, ...next }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = documentProblem(fields.document);
    if (problem) {
      setErrors({ document: t(problem) });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const data = await sellerOnboardingApi.openStore({
        ...fields,
        slug: storeSlug(fields.slug || fields.name),
      });
      notify.success(data.message || t('spec.store_created'));
      router.visit(route('my-store.list'));
    } catch (error) {
      setErrors(validationErrors(error));
      notifyRequestError(error, { fallback: t('spec.generic_later') });
    } finally {
      setBusy(false);
    }
  };

  return {
    fields,
    errors,
    busy,
    setName,
    setSlug,
    set,
    submit,
    preview: storeSlug(fields.slug || fields.name),
  };
}
