import type { FormEvent } from 'react';
import CepField from '@/Components/Form/CepField';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextField from '@/Components/Form/TextField';

import type { useAddresses } from '@/hooks/address/useAddresses';
import { useCepLookup } from '@/hooks/address/useCepLookup';
import { useApiForm } from '@/hooks/useApiForm';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Address, AddressInput, CepLookup as CepAddress } from '@/types/cart';

type AddressBook = ReturnType<typeof useAddresses>;

import UfCityFields from './UfCityFields';

/** The address fields of spec section 3, plus who receives the parcel and a nickname. */
export interface AddressFields {
  label: string;
  recipient: string;
  postcode: string;
  address: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
}

export const EMPTY_ADDRESS: AddressFields = {
  label: '',
  recipient: '',
  postcode: '',
  address: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: '',
};

export function toFields(address: Address): AddressFields {
  return {
    label: address.label ?? '',
    recipient: address.recipient ?? '',
    postcode: address.postcode,
    address: address.address,
    number: address.number,
    complement: address.complement ?? '',
    district: address.district,
    city: address.city,
    state: address.state,
  };
}

export function toInput(fields: AddressFields): AddressInput {
  return {
    ...fields,
    label: fields.label.trim() || null,
    recipient: fields.recipient.trim() || null,
    complement: fields.complement.trim() || null,
    state: fields.state.trim().toUpperCase(),
  };
}

interface Props {
  /** The address being edited; none to add one. */
  address?: Address;
  /** The list's save and refresh (useAddresses). */
  book: Pick<AddressBook, 'save' | 'refresh'>;
  /** After a save, once the list is up to date. */
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}

/**
 * Add or edit an address; a complete CEP fills street, district, city and UF from the lookup. UF and
 * city are chosen from GET /v1/states and GET /v1/cities/state/{uf} (UfCityFields). A failed create
 * reads 'Erro ao criar o endereço', a failed edit 'Algo deu errado' (spec section 8); a 422's messages
 * show under the fields.
 */
export default function AddressForm({ address, book, onSaved, onCancel }: Props) {
  const { t } = useLaravelReactI18n();
  const form = useApiForm<AddressFields>(address ? toFields(address) : EMPTY_ADDRESS);
  const fill = (found: CepAddress) =>
    form.setData((f) => ({
      ...f,
      address: found.logradouro || f.address,
      district: found.bairro || f.district,
      city: found.localidade || f.city,
      state: found.uf || f.state,
      complement: f.complement || found.complemento,
    }));
  const cep = useCepLookup(fill);

  const onCep = (postcode: string) => {
    form.setData('postcode', postcode);
    void cep.lookup(postcode);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failed = address ? t('spec.address_error') : t('spec.address_create_error');
    void form.submit((data) => book.save(toInput(data), address?.id), {
      success: (data) => data.message || t('spec.saved'),
      errorMessage: () => failed,
      onError: (error) => void console.warn('address save', error),
      onSuccess: async (data) => {
        await book.refresh();
        if (data.result) onSaved(data.result);
      },
    });
  };

  const cepHint =
    cep.status === 'loading'
      ? t('address.cep_loading')
      : cep.status === 'not_found'
        ? t('address.cep_not_found')
        : cep.status === 'error'
          ? t('address.cep_error')
          : undefined;

  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-1 gap-4 sm:grid-cols-6"
      noValidate
      data-testid="address-form"
    >
      <CepField
        className="sm:col-span-2"
        label={t('address.cep')}
        name="postcode"
        value={form.data.postcode}
        onChange={onCep}
        error={form.errors.postcode}
        hint={cepHint}
      />
      <TextField
        className="sm:col-span-4"
        label={t('address.street')}
        autoComplete="address-line1"
        {...form.field('address')}
      />
      <TextField className="sm:col-span-2" label={t('address.number')} {...form.field('number')} />
      <TextField
        className="sm:col-span-4"
        label={t('address.complement')}
        autoComplete="address-line2"
        {...form.field('complement')}
      />
      <TextField className="sm:col-span-2" label={t('address.district')} {...form.field('district')} />
      <UfCityFields
        state={form.data.state}
        city={form.data.city}
        errors={form.errors}
        onChange={(next) => form.setData((f) => ({ ...f, ...next }))}
        stateClassName="sm:col-span-2"
        cityClassName="sm:col-span-2"
      />
      <TextField
        className="sm:col-span-3"
        label={t('address.recipient')}
        autoComplete="name"
        {...form.field('recipient')}
      />
      <TextField
        className="sm:col-span-3"
        label={t('address.label')}
        placeholder={t('address.label_hint')}
        {...form.field('label')}
      />
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-6">
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            {t('address.cancel')}
          </button>
        )}
        <PrimaryButton disabled={form.processing}>
          {form.processing ? t('common.sending') : t('address.save')}
        </PrimaryButton>
      </div>
    </form>
  );
}
