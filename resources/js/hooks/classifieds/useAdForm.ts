import { router } from '@inertiajs/react';
import { type FormEvent, useCallback, useState } from 'react';
import { useApiForm } from '@/hooks/useApiForm';
import { parseMoneyReais, reaisInputText } from '@/lib/money';
import { notify } from '@/lib/notify';
import { notifyRequestError, serverMessage } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { AdItem, StoreAdCreateProps } from '@/types/pages/classifieds';
import { type AdFormBody, adsApi } from './adsApi';

const initial = (ad: AdItem | null, store: StoreAdCreateProps['store']): AdFormBody => ({
  title: ad?.title ?? '',
  description: ad?.description ?? '',
  category: ad?.category.code ?? '',
  condition: ad?.adCondition.code ?? '',
  price: ad ? reaisInputText(ad.price) : '',
  quantity: ad ? String(ad.quantity) : '1',
  uf: ad?.uf ?? store.uf,
  city: ad?.city ?? '',
});

/**
 * The ad form: its fields, the cities of the chosen UF, the photos waiting to be sent, and the submit
 * (useApiForm: create-ads or update-ads, then one upload per new photo, then the list's analysis tab).
 * A 422 puts the server's message under its field.
 */
export function useAdForm({
  store,
  ad,
  cities: firstCities,
}: Pick<StoreAdCreateProps, 'store' | 'ad' | 'cities'>) {
  const { t } = useLaravelReactI18n();
  const form = useApiForm<AdFormBody>(() => initial(ad, store));
  const { setData } = form;
  const [cities, setCities] = useState<string[]>(firstCities);
  const [files, setFiles] = useState<File[]>([]);

  const set = useCallback(
    (field: keyof AdFormBody, value: string) => setData((v) => ({ ...v, [field]: value })),
    [setData],
  );

  const setUf = useCallback(
    async (uf: string) => {
      setData((v) => ({ ...v, uf, city: '' }));
      setCities([]);
      if (!uf) return;
      try {
        setCities(await adsApi.cities(uf));
      } catch (error) {
        notifyRequestError(error);
      }
    },
    [setData],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const price = parseMoneyReais(form.data.price);
    if (form.data.price.trim() !== '' && price === null) {
      form.setError('price', t('common.money_invalid'));
      return;
    }
    await form.submit(
      async (values) => {
        // The price goes in reais as the API reads it ("35,50" → 35.5), never as typed.
        const body = { ...values, price: price === null ? '' : String(price) };
        const answer = ad ? await adsApi.update(ad.id, body) : await adsApi.create(store.id, body);
        let failed = false;
        for (const file of files) {
          try {
            await adsApi.uploadPhoto(answer.result.id, file);
          } catch (error) {
            failed = true;
            notify.error(`${file.name}: ${serverMessage(error)}`);
          }
        }
        return { id: answer.result.id, message: answer.message, failed };
      },
      {
        success: (saved) => (saved.failed ? undefined : saved.message),
        onSuccess: (saved) =>
          router.visit(
            saved.failed
              ? route('my-store.ad.create', { store_id: store.id, id: saved.id })
              : route('my-store.ad.list', { store_id: store.id, status: 'analysis' }),
          ),
      },
    );
  };

  return {
    values: form.data,
    set,
    setUf,
    cities,
    errors: form.errors,
    files,
    setFiles,
    saving: form.processing,
    submit,
  };
}
