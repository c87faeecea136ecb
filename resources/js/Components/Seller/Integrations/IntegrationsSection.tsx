import { usePage } from '@inertiajs/react';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { CompanyIntegrations } from '@/types/pages/sellerIntegrations';
import BlingPanel from './BlingPanel';
import PagbankAccountPanel from './PagbankAccountPanel';

interface Flash {
  integrations?: { kind: 'success' | 'error'; message: string };
}

/** "Integrações" of /my-store/company-info: the PagBank account and Bling; the OAuth callback's message on top. */
export default function IntegrationsSection({ integrations }: { integrations: CompanyIntegrations }) {
  const { t } = useLaravelReactI18n();
  const flash = (usePage().flash as Flash | undefined)?.integrations;
  return (
    <section className="mt-6 grid gap-4" aria-labelledby="integrations-title" data-testid="integrations">
      <h2 id="integrations-title" className="text-lg font-bold text-slate-900">
        {t('integrations.title')}
      </h2>
      {flash && (
        <p
          role={flash.kind === 'error' ? 'alert' : 'status'}
          className={`rounded-md p-3 text-sm ${flash.kind === 'error' ? 'bg-red-50 text-red-700' : 'bg-green-50 text-green-800'}`}
        >
          {flash.message}
        </p>
      )}
      <PagbankAccountPanel pagbank={integrations.pagbank} />
      <BlingPanel bling={integrations.bling} pushes={integrations.pushes} />
    </section>
  );
}
