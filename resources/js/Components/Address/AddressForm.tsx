import { formatCEP as maskCep } from '@brazilian-utils/brazilian-utils';
import { type FormEvent, useState } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextInput from '@/Components/Form/TextInput';
import { useCepLookup } from '@/hooks/address/useCepLookup';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Address, AddressInput, CepLookup as CepAddress } from '@/types/cart';
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
  initial?: AddressFields;
  errors?: Record<string, string>;
  busy?: boolean;
  onSubmit: (input: AddressInput) => void;
  onCancel?: () => void;
}

/**
 * Add or edit an address; a complete CEP fills street, district, city and UF from the lookup. UF and
 * city are chosen from GET /v1/states and GET /v1/cities/state/{uf} (UfCityFields).
 */
export default function AddressForm({
  initial = EMPTY_ADDRESS,
  errors = {},
  busy = false,
  onSubmit,
  onCancel,
}: Props) {
  const { t } = useLaravelReactI18n();
  const [form, setForm] = useState<AddressFields>(initial);
  const fill = (found: CepAddress) =>
    setForm((f) => ({
      ...f,
      address: found.logradouro || f.address,
      district: found.bairro || f.district,
      city: found.localidade || f.city,
      state: found.uf || f.state,
      complement: f.complement || found.complemento,
    }));
  const cep = useCepLookup(fill);
  const set = (key: keyof AddressFields) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const onCep = (e: React.ChangeEvent<HTMLInputElement>) => {
    const postcode = maskCep(e.target.value);
    setForm((f) => ({ ...f, postcode }));
    void cep.lookup(postcode);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(toInput(form));
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
      <div className="sm:col-span-2">
        <TextInput
          label={t('address.cep')}
          name="postcode"
          inputMode="numeric"
          autoComplete="postal-code"
          value={form.postcode}
          onChange={onCep}
          error={errors.postcode}
        />
        {cepHint && (
          <p role="status" className="mt-1 text-xs text-slate-600">
            {cepHint}
          </p>
        )}
      </div>
      <TextInput
        className="sm:col-span-4"
        label={t('address.street')}
        name="address"
        autoComplete="address-line1"
        value={form.address}
        onChange={set('address')}
        error={errors.address}
      />
      <TextInput
        className="sm:col-span-2"
        label={t('address.number')}
        name="number"
        value={form.number}
        onChange={set('number')}
        error={errors.number}
      />
      <TextInput
        className="sm:col-span-4"
        label={t('address.complement')}
        name="complement"
        autoComplete="address-line2"
        value={form.complement}
        onChange={set('complement')}
        error={errors.complement}
      />
      <TextInput
        className="sm:col-span-2"
        label={t('address.district')}
        name="district"
        value={form.district}
        onChange={set('district')}
        error={errors.district}
      />
      <UfCityFields
        state={form.state}
        city={form.city}
        errors={errors}
        onChange={(next) => setForm((f) => ({ ...f, ...next }))}
        stateClassName="sm:col-span-2"
        cityClassName="sm:col-span-2"
      />
      <TextInput
        className="sm:col-span-3"
        label={t('address.recipient')}
        name="recipient"
        autoComplete="name"
        value={form.recipient}
        onChange={set('recipient')}
        error={errors.recipient}
      />
      <TextInput
        className="sm:col-span-3"
        label={t('address.label')}
        name="label"
        placeholder={t('address.label_hint')}
        value={form.label}
        onChange={set('label')}
        error={errors.label}
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
        <PrimaryButton disabled={busy}>{busy ? t('common.sending') : t('address.save')}</PrimaryButton>
      </div>
    </form>
  );
}
