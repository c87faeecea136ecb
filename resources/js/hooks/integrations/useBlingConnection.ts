import { router } from '@inertiajs/react';
import { type FormEvent, useState } from 'react';
import { http } from '@/lib/http';
import { notify } from '@/lib/notify';
import { serverMessage, validationErrors } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { BlingConfiguration } from '@/types/pages/sellerIntegrations';

/** Spec section 8: what the screen says when the credentials could not be saved. */
export const BLING_SAVE_ERROR = 'Erro ao criar ao salvar credenciais bling';

/**
 * The Bling credentials (POST /v1/bling/create-or-update; the secret is write-only, blank keeps the
 * saved one) and "Conectar": GET /v1/bling/request_auth gives Bling's authorize URL, the browser goes
 * there and comes back through /bling/callback to this screen with a flash message.
 */
export function useBlingConnection(bling: BlingConfiguration) {
  const { t } = useLaravelReactI18n();
  const [clientId, setClientId] = useState(bling.client_id ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const { data } = await http.post('/v1/bling/create-or-update', {
        company_id: bling.company_id,
        client_id: clientId,
        client_secret: clientSecret,
      });
      setClientSecret('');
      notify.success((data as { message?: string }).message || t('integrations.bling.saved'));
      router.reload({ only: ['integrations'] });
    } catch (error) {
      setErrors(validationErrors(error));
      notify.error(serverMessage(error, BLING_SAVE_ERROR));
    } finally {
      setBusy(false);
    }
  };

  const connect = async () => {
    setBusy(true);
    try {
      const { data } = await http.get('/v1/bling/request_auth', { params: { company_id: bling.company_id } });
      window.location.assign((data as { result: { url: string } }).result.url);
    } catch (error) {
      notify.error(serverMessage(error, t('integrations.generic_error')));
      setBusy(false);
    }
  };

  return { clientId, setClientId, clientSecret, setClientSecret, errors, busy, save, connect };
}
