import { router } from '@inertiajs/react';
import { type FormEvent, useCallback, useState } from 'react';
import { parseMoneyReais, reaisInputText } from '@/lib/money';
import { notify } from '@/lib/notify';
import { notifyRequestError, serverMessage, validationErrors } from '@/lib/requestErrors';
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
 * (create-ads or update-ads, then one upload per new photo, then the list's analysis tab). A 422 puts
 * the server's message under its field.
 */
export function useAdForm({
  store,
  ad,
  cities: firstCities,
}: Pick<StoreAdCreateProps, 'store' | 'ad' | 'cities'>) {
  const { t } = useLaravelReactI18n();
  const [values, setValues] = useState<AdFormBody>(() => initial(ad, store));
  const [cities, setCities] = useState<string[]>(firstCities);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<File[]>([]);
  const [saving, setSaving] = useState(false);

  const set = useCallback((field: keyof AdFormBody, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
  }, []);

  const setUf = useCallback(async (uf: string) => {
    setValues((v) => ({ ...v, uf, city: '' }));
    setCities([]);
    if (!uf) return;
    try {
      setCities(await adsApi.cities(uf));
    } catch (error) {
      notifyRequestError(error);
    }
  }, []);

  const submit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      const price = parseMoneyReais(values.price);
      if (values.price.trim() !== '' && price === null) {
        setErrors({ price: t('common.money_invalid') });
        return;
      }
      setSaving(true);
      setErrors({});
      // The price goes in reais as the API reads it ("35,50" → 35.5), never as typed.
      const body = { ...values, price: price === null ? '' : String(price) };
      try {
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
        if (!failed && answer.message) notify.success(answer.message);
        router.visit(
          failed
            ? route('my-store.ad.create', { store_id: store.id, id: answer.result.id })
            : route('my-store.ad.list', { store_id: store.id, status: 'analysis' }),
        );
      } catch (error) {
        const fields = validationErrors(error);
        setErrors(fields);
        notifyRequestError(error);
      } finally {
        setSaving(false);
      }
    },
    [ad, files, store.id, values, t],
  );

  return { values, set, setUf, cities, errors, files, setFiles, saving, submit };
}
