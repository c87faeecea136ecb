import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextInput from '@/Components/Form/TextInput';
import { useBlingConnection } from '@/hooks/integrations/useBlingConnection';
import { formatDateTime } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { BlingConfiguration, BlingPushView } from '@/types/pages/sellerIntegrations';

const when = (iso: string) => formatDateTime(iso);

/** Bling: the app credentials, "Conectar" (OAuth), the connection's status and the latest NF-e pushes. */
export default function BlingPanel({
  bling,
  pushes,
}: {
  bling: BlingConfiguration;
  pushes: BlingPushView[];
}) {
  const { t } = useLaravelReactI18n();
  const c = useBlingConnection(bling);
  return (
    <section className="rounded-lg bg-white p-4 shadow md:p-6" aria-labelledby="bling-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="bling-title" className="text-base font-bold text-slate-900">
          {t('integrations.bling.title')}
        </h3>
        <p className="text-sm" data-testid="bling-status">
          <span className={bling.status === 'connected' ? 'font-semibold text-green-700' : 'text-slate-600'}>
            {t(`integrations.bling.status_${bling.status}`)}
          </span>
          {bling.status === 'connected' && bling.expires_at && (
            <span className="ml-1 text-slate-500">
              {t('integrations.bling.expires', { date: when(bling.expires_at) })}
            </span>
          )}
        </p>
      </div>
      <form onSubmit={c.save} noValidate className="mt-3 grid gap-3 sm:grid-cols-6">
        <TextInput
          className="sm:col-span-3"
          label={t('integrations.bling.client_id')}
          name="client_id"
          value={c.clientId}
          onChange={(e) => c.setClientId(e.target.value)}
          error={c.errors.client_id}
          autoComplete="off"
        />
        <TextInput
          className="sm:col-span-3"
          label={t('integrations.bling.client_secret')}
          name="client_secret"
          type="password"
          value={c.clientSecret}
          onChange={(e) => c.setClientSecret(e.target.value)}
          error={c.errors.client_secret}
          placeholder={bling.client_id ? t('integrations.bling.secret_keep') : ''}
          autoComplete="new-password"
        />
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-6">
          <PrimaryButton disabled={c.busy}>{t('integrations.bling.save')}</PrimaryButton>
          {bling.client_id && (
            <button
              type="button"
              onClick={c.connect}
              disabled={c.busy}
              className="rounded-md border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
            >
              {bling.status === 'connected'
                ? t('integrations.bling.reconnect')
                : t('integrations.bling.connect')}
            </button>
          )}
        </div>
      </form>
      {pushes.length > 0 && (
        <div className="mt-4">
          <h4 className="text-sm font-semibold text-slate-800">{t('integrations.bling.pushes')}</h4>
          <ul className="mt-1 divide-y divide-slate-100 text-sm" data-testid="bling-pushes">
            {pushes.map((p) => (
              <li key={p.id} className="flex flex-wrap justify-between gap-1 py-1">
                <span>
                  {t('integrations.bling.order', { number: p.order_number })} · {when(p.created_at)}
                </span>
                <span className={p.status === 'failed' ? 'text-red-700' : 'text-slate-600'}>
                  {t(`integrations.bling.push_${p.status}`)}
                  {p.error ? `: ${p.error}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
