import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { AccountAuthorization } from '@/types/pages/sellerIntegrations';
import PagbankAccountForm from './PagbankAccountForm';

const date = (iso: string) => formatDate(iso);

/** The company's PagBank account: its status, or the form that creates it. */
export default function PagbankAccountPanel({ pagbank }: { pagbank: AccountAuthorization }) {
  const { t } = useLaravelReactI18n();
  const { account } = pagbank;
  return (
    <section className="rounded-lg bg-white p-4 shadow md:p-6" aria-labelledby="pagbank-title">
      <h3 id="pagbank-title" className="text-base font-bold text-slate-900">
        {t('integrations.pagbank.title')}
      </h3>
      {account ? (
        <dl className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2" data-testid="pagbank-account">
          <dt className="font-medium">{t('integrations.pagbank.status')}</dt>
          <dd>{t(`integrations.pagbank.status_${account.status}`)}</dd>
          <dt className="font-medium">{t('integrations.pagbank.account_id')}</dt>
          <dd className="break-all">{account.id}</dd>
          <dt className="font-medium">{t('integrations.pagbank.holder')}</dt>
          <dd>{account.name}</dd>
          <dt className="font-medium">{t('integrations.pagbank.since')}</dt>
          <dd>{date(account.created_at)}</dd>
        </dl>
      ) : (
        <>
          <p className="mb-3 mt-1 text-sm text-slate-600">{t('integrations.pagbank.intro')}</p>
          <PagbankAccountForm companyId={pagbank.company_id} prefill={pagbank.prefill} />
        </>
      )}
    </section>
  );
}
