import { router } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { sellerOnboardingApi } from '@/api/sellerOnboarding';
import { useApiForm } from '@/hooks/useApiForm';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Company, CompanyInput } from '@/types/pages/sellerOnboarding';
import { cnpjProblem, maskCnpj, maskPhone } from './documents';

export interface CompanyFields {
  cnpj: string;
  legal_name: string;
  trade_name: string;
  state_registration: string;
  email: string;
  phone: string;
  postcode: string;
  address: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
}

const ADDRESS_KEYS = ['postcode', 'address', 'number', 'complement', 'district', 'city', 'state'] as const;

function fieldsOf(company: Company | null): CompanyFields {
  const a = company?.address;
  return {
    cnpj: company ? maskCnpj(company.cnpj) : '',
    legal_name: company?.legal_name ?? '',
    trade_name: company?.trade_name ?? '',
    state_registration: company?.state_registration ?? '',
    email: company?.email ?? '',
    phone: company?.phone ? maskPhone(company.phone) : '',
    postcode: a?.postcode ?? '',
    address: a?.address ?? '',
    number: a?.number ?? '',
    complement: a?.complement ?? '',
    district: a?.district ?? '',
    city: a?.city ?? '',
    state: a?.state ?? '',
  };
}

function toInput(f: CompanyFields): CompanyInput {
  return {
    cnpj: f.cnpj,
    legal_name: f.legal_name,
    trade_name: f.trade_name.trim() || null,
    state_registration: f.state_registration.trim() || null,
    email: f.email,
    phone: f.phone,
    address: {
      postcode: f.postcode,
      address: f.address,
      number: f.number,
      complement: f.complement.trim() || null,
      district: f.district,
      city: f.city,
      state: f.state.trim().toUpperCase(),
    },
  };
}

/**
 * The company form (useApiForm): creates the company (POST /v1/company/add_companies) or updates it
 * (/update_company). The CNPJ's check digits are checked before sending; the server's 422 lands on
 * each field. Success: the server's message and the page's props reloaded.
 */
export function useCompanyForm(company: Company | null) {
  const { t } = useLaravelReactI18n();
  const form = useApiForm<CompanyFields>(() => fieldsOf(company));
  const fields = form.data;

  const set = (next: Partial<CompanyFields>) => form.setData((f) => ({ ...f, ...next }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = cnpjProblem(fields.cnpj);
    if (problem) {
      form.setError('cnpj', t(problem));
      return;
    }
    await form.submit(
      (data) =>
        company
          ? sellerOnboardingApi.updateCompany(toInput(data))
          : sellerOnboardingApi.createCompany(toInput(data)),
      {
        success: (data) => data.message || t('spec.saved'),
        onSuccess: () => router.reload({ only: ['company', 'stores'] }),
        errorMessage: t('spec.generic_later'),
        // The server's `address.postcode` lands on the form's `postcode` field, and so on.
        fieldName: (key) => key.replace(/^address\./, ''),
      },
    );
  };

  return { fields, errors: form.errors, busy: form.processing, set, submit, addressKeys: ADDRESS_KEYS };
}
