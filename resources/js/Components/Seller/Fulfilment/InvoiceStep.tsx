import { sellerFulfilmentApi } from '@/api/sellerFulfilment';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import type { useFulfilmentAction } from '@/hooks/seller/fulfilment/useFulfilmentAction';
import { formatDateTime } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { OrderStatus } from '@/types/cart';
import type { Fulfilment, FulfilmentInvoice } from '@/types/pages/sellerFulfilment';
import StepCard, { Badge, DownloadLink } from './StepCard';

type Action = ReturnType<typeof useFulfilmentAction>;

const groupKey = (key: string) => key.replace(/(\d{4})(?=\d)/g, '$1 ');

const dateTime = (iso: string) => formatDateTime(iso);

/** Step 1, "Nota fiscal": issue the NF-e, send it to SEFAZ, then download it and send it to the buyer. */
export default function InvoiceStep({
  storeOrderId,
  status,
  fulfilment,
  action,
}: {
  storeOrderId: number;
  status: OrderStatus;
  fulfilment: Fulfilment;
  action: Action;
}) {
  const { t } = useLaravelReactI18n();
  const { step, run } = action;
  const latest: FulfilmentInvoice | undefined = fulfilment.invoices[0];
  const authorized = fulfilment.invoice;
  const badge = authorized ? (
    <Badge tone="green">{t('seller_fulfilment.authorized')}</Badge>
  ) : latest?.status === 'pending' ? (
    <Badge tone="amber">{t('seller_fulfilment.pending')}</Badge>
  ) : latest?.status === 'refused' ? (
    <Badge tone="red">{t('seller_fulfilment.refused')}</Badge>
  ) : null;

  return (
    <StepCard number={1} title={t('seller_fulfilment.invoice_title')} badge={badge}>
      {!fulfilment.issues_nfe ? (
        <p>
          {t('seller_fulfilment.no_company')}{' '}
          <a href={route('my-store.company-info')} className="font-medium text-brand-700 underline">
            {t('seller_fulfilment.company_link')}
          </a>
        </p>
      ) : authorized ? (
        <>
          <dl className="grid grid-cols-1 gap-1 sm:grid-cols-[max-content_1fr] sm:gap-x-3">
            <dt className="font-medium">{t('seller_fulfilment.number')}</dt>
            <dd>
              {authorized.number} / {t('seller_fulfilment.series')} {authorized.series}
            </dd>
            <dt className="font-medium">{t('seller_fulfilment.access_key')}</dt>
            <dd className="break-all font-mono text-xs" data-testid="nfe-key">
              {groupKey(authorized.access_key)}
            </dd>
            <dt className="font-medium">{t('seller_fulfilment.protocol')}</dt>
            <dd className="font-mono text-xs">
              {authorized.protocol}
              {authorized.authorized_at ? ` · ${dateTime(authorized.authorized_at)}` : ''}
            </dd>
          </dl>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {authorized.danfe_url && (
              <DownloadLink href={authorized.danfe_url}>{t('seller_fulfilment.download_danfe')}</DownloadLink>
            )}
            {authorized.xml_url && (
              <DownloadLink href={authorized.xml_url}>{t('seller_fulfilment.download_xml')}</DownloadLink>
            )}
            <PrimaryButton
              type="button"
              disabled={step !== null}
              onClick={() => run('send', () => sellerFulfilmentApi.sendToBuyer(storeOrderId))}
            >
              {authorized.sent_to_buyer_at
                ? t('seller_fulfilment.resend_buyer')
                : t('seller_fulfilment.send_buyer')}
            </PrimaryButton>
          </div>
          {authorized.sent_to_buyer_at && (
            <p className="text-xs text-slate-500">
              {t('seller_fulfilment.sent_at', { date: dateTime(authorized.sent_to_buyer_at) })}
            </p>
          )}
        </>
      ) : latest?.status === 'pending' ? (
        <>
          <p>{t('seller_fulfilment.draft_explain', { number: String(latest.number) })}</p>
          <p className="break-all font-mono text-xs">{groupKey(latest.access_key)}</p>
          <PrimaryButton
            type="button"
            className="self-start"
            disabled={step !== null}
            onClick={() => run('sefaz', () => sellerFulfilmentApi.sendToSefaz(storeOrderId))}
          >
            {step === 'sefaz' ? t('seller_fulfilment.sending') : t('seller_fulfilment.send_sefaz')}
          </PrimaryButton>
        </>
      ) : status === 'paid' ? (
        <>
          {latest?.status === 'refused' && (
            <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
              <p className="font-medium">{t('seller_fulfilment.refused_title')}</p>
              <p>{latest.refusal_reason}</p>
            </div>
          )}
          {latest?.status === 'refused' ? (
            <PrimaryButton
              type="button"
              className="self-start"
              disabled={step !== null || !fulfilment.can_issue_invoice}
              onClick={() =>
                run(
                  'retry',
                  () => sellerFulfilmentApi.createInvoice(storeOrderId),
                  () => sellerFulfilmentApi.sendToSefaz(storeOrderId),
                )
              }
            >
              {t('seller_fulfilment.retry')}
            </PrimaryButton>
          ) : (
            <>
              <p>{t('seller_fulfilment.issue_explain')}</p>
              <PrimaryButton
                type="button"
                className="self-start"
                disabled={step !== null || !fulfilment.can_issue_invoice}
                onClick={() => run('invoice', () => sellerFulfilmentApi.createInvoice(storeOrderId))}
              >
                {t('seller_fulfilment.issue')}
              </PrimaryButton>
            </>
          )}
        </>
      ) : (
        <p>{t('seller_fulfilment.no_invoice')}</p>
      )}
    </StepCard>
  );
}
