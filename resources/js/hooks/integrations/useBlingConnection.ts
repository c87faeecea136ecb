import { router } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { useApiForm } from '@/hooks/useApiForm';
import { http } from '@/lib/http';
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
  const form = useApiForm({ client_id: bling.client_id ?? '', client_secret: '' });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    await form.submit(
      (data) =>
        http
          .post<{ message?: string }>('/v1/bling/create-or-update', { company_id: bling.company_id, ...data })
          .then((r) => r.data),
      {
        success: (data) => data.message || t('integrations.bling.saved'),
        onSuccess: () => {
          form.setData('client_secret', '');
          router.reload({ only: ['integrations'] });
        },
        errorMessage: BLING_SAVE_ERROR,
      },
    );
  };

  const connect = () =>
    form.send(
      () =>
        http
          .get<{ result: { url: string } }>('/v1/bling/request_auth', {
            params: { company_id: bling.company_id },
          })
          .then((r) => r.data),
      {
        success: false,
        onSuccess: (data) => window.location.assign(data.result.url),
        errorMessage: t('integrations.generic_error'),
      },
    );

  return {
    clientId: form.data.client_id,
    setClientId: (value: string) => form.setData('client_id', value),
    clientSecret: form.data.client_secret,
    setClientSecret: (value: string) => form.setData('client_secret', value),
    errors: form.errors,
    busy: form.processing,
    save,
    connect,
  };
}
