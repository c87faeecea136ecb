import { type FormEvent, useState } from 'react';
import { sellerFulfilmentApi } from '@/api/sellerFulfilment';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextInput from '@/Components/Form/TextInput';
import type { useFulfilmentAction } from '@/hooks/seller/fulfilment/useFulfilmentAction';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Fulfilment } from '@/types/pages/sellerFulfilment';
import StepCard, { Badge, DownloadLink } from './StepCard';

type Action = ReturnType<typeof useFulfilmentAction>;

/** Correios' shape (2 letters, 9 digits, 2 letters); the server checks the check digit too. */
const TRACKING_SHAPE = /^[A-Z]{2}\d{9}[A-Z]{2}$/;

/** Step 2, "Envio": print the label (and the content declaration without NF-e), then mark it shipped. */
export default function ShippingStep({
  storeOrderId,
  fulfilment,
  action,
}: {
  storeOrderId: number;
  fulfilment: Fulfilment;
  action: Action;
}) {
  const { t } = useLaravelReactI18n();
  const { step, errors, run } = action;
  const [code, setCode] = useState(fulfilment.label_tracking_code ?? '');
  const [local, setLocal] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, '').toUpperCase();
    if (!TRACKING_SHAPE.test(value)) {
      setLocal(t('seller_fulfilment.tracking_invalid'));
      return;
    }
    setLocal('');
    void run('ship', () => sellerFulfilmentApi.ship(storeOrderId, value));
  };

  const badge = fulfilment.tracking_code ? (
    <Badge tone="green">{t('seller_fulfilment.shipped')}</Badge>
  ) : null;
  return (
    <StepCard number={2} title={t('seller_fulfilment.shipping_title')} badge={badge}>
      {fulfilment.can_print_label && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {fulfilment.label_url && (
            <DownloadLink href={fulfilment.label_url}>{t('seller_fulfilment.print_label')}</DownloadLink>
          )}
          {fulfilment.can_print_declaration && fulfilment.declaration_url && (
            <DownloadLink href={fulfilment.declaration_url}>
              {t('seller_fulfilment.print_declaration')}
            </DownloadLink>
          )}
        </div>
      )}
      {fulfilment.can_print_label && !fulfilment.has_origin_address && (
        <p className="text-xs text-amber-700">{t('seller_fulfilment.no_origin')}</p>
      )}
      {fulfilment.tracking_code ? (
        <p>
          {t('seller_fulfilment.tracking_code')}:{' '}
          <span className="font-mono" data-testid="tracking-code">
            {fulfilment.tracking_code}
          </span>
          {fulfilment.tracking_url && (
            <>
              {' · '}
              <a
                href={fulfilment.tracking_url}
                target="_blank"
                rel="noreferrer"
                className="text-brand-700 underline"
              >
                {t('seller_fulfilment.track')}
              </a>
            </>
          )}
        </p>
      ) : fulfilment.can_ship ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextInput
            label={t('seller_fulfilment.tracking_code')}
            name="tracking_code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder="SS123456785BR"
            autoCapitalize="characters"
            maxLength={20}
            error={local || errors.tracking_code || errors.store_order_id}
            className="sm:w-64"
          />
          <PrimaryButton disabled={step !== null}>{t('seller_fulfilment.mark_shipped')}</PrimaryButton>
        </form>
      ) : (
        <p>
          {fulfilment.issues_nfe
            ? t('seller_fulfilment.ship_after_invoice')
            : t('seller_fulfilment.ship_not_now')}
        </p>
      )}
    </StepCard>
  );
}
