import { router } from '@inertiajs/react';
import { type FormEvent, useState } from 'react';
import { sellerOnboardingApi } from '@/api/sellerOnboarding';
import { useApiForm } from '@/hooks/useApiForm';
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
 * The "open a store" form (useApiForm): the slug follows the name as the user types (the server's rule) until
 * they edit it themselves; the CPF/CNPJ check digits are checked before sending. On success the
 * toast 'Loja criada com sucesso!' and the seller's store list.
 */
export function useOpenStore(prefill: NonNullable<BeSellerProps['prefill']>) {
  const { t } = useLaravelReactI18n();
  const form = useApiForm<OpenStoreFields>({
    name: '',
    slug: '',
    uf: prefill.uf,
    city: prefill.city,
    document: maskDocument(prefill.document),
  });
  const [slugEdited, setSlugEdited] = useState(false);
  const fields = form.data;

  const setName = (name: string) =>
    form.setData((f) => ({ ...f, name, slug: slugEdited ? f.slug : storeSlug(name) }));
  const setSlug = (slug: string) => {
    // An emptied field gives the slug back to the name (the preview shows the name's meanwhile).
    setSlugEdited(slug !== '');
    form.setData((f) => ({ ...f, slug }));
  };
  const set = (next: Partial<OpenStoreFields>) => form.setData((f) => ({ ...f, ...next }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = documentProblem(fields.document);
    if (problem) {
      form.setError('document', t(problem));
      return;
    }
    await form.submit(
      (data) => sellerOnboardingApi.openStore({ ...data, slug: storeSlug(data.slug || data.name) }),
      {
        success: (data) => data.message || t('spec.store_created'),
        onSuccess: () => router.visit(route('my-store.list')),
        errorMessage: t('spec.generic_later'),
      },
    );
  };

  return {
    fields,
    errors: form.errors,
    busy: form.processing,
    setName,
    setSlug,
    set,
    submit,
    preview: storeSlug(fields.slug || fields.name),
  };
}
