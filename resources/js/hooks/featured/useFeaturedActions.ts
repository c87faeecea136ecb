import { router } from '@inertiajs/react';
import { useCallback } from 'react';
import { useApiForm } from '@/hooks/useApiForm';
import { http } from '@/lib/http';
import { isActionError } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ActionResponse } from '@/types';
import type { FeaturedAd, PositionCalendar } from '@/types/pages/featured';

export interface FeaturedDraft {
  position_id: number;
  target_type: 'store' | 'listing';
  listing_id: number | null;
  title: string;
  image_url: string;
  starts_on: string;
  ends_on: string;
}

/**
 * The featured-ad calls of a store's screens: create (POST /v1/create-featured), pay (POST
 * /v1/featured-ad/pay), cancel (DELETE /v1/featured-ad/delete/{id}), order (POST
 * /v1/featured-ad/save-order) and a position's calendar (GET /v1/date-position/{id}), through the
 * one form path (`useApiForm.send`). Failures show the server's message; a 422's field messages are
 * in `errors` for the form.
 */
export function useFeaturedActions(storeId: number) {
  const { t } = useLaravelReactI18n();
  const form = useApiForm({});

  const send = async <T>(
    request: () => Promise<{ data: ActionResponse<T> }>,
    fallback: string,
  ): Promise<T | null> => {
    const data = await form.send(
      () =>
        request().then(({ data }) =>
          // A refusal without a text of its own says what failed.
          isActionError(data) && !data.message ? { ...data, message: fallback } : data,
        ),
      { errorMessage: fallback },
    );
    return (data?.result ?? null) as T | null;
  };

  const create = (draft: FeaturedDraft) =>
    send<FeaturedAd>(
      () =>
        http.post('/v1/create-featured', {
          store_id: storeId,
          ...draft,
          listing_id: draft.target_type === 'listing' ? draft.listing_id : null,
        }),
      t('featured.save_failed'),
    );

  const pay = (featuredId: number, method: 'pix' | 'card', cardId?: number) =>
    send<FeaturedAd>(
      () =>
        http.post('/v1/featured-ad/pay', {
          featured_id: featuredId,
          method,
          ...(cardId ? { card_id: cardId } : {}),
        }),
      t('featured.pay_failed'),
    );

  const remove = async (featuredId: number) => {
    const done = await send(
      () => http.delete(`/v1/featured-ad/delete/${featuredId}`),
      t('featured.save_failed'),
    );
    if (done) router.reload({ only: ['ads', 'selected', 'calendar'] });
  };

  const saveOrder = async (ids: number[]) => {
    const done = await send(
      () => http.post('/v1/featured-ad/save-order', { store_id: storeId, ids }),
      t('featured.save_failed'),
    );
    if (done) router.reload({ only: ['ads'] });
  };

  const calendar = useCallback(async (positionId: number): Promise<PositionCalendar | null> => {
    try {
      const { data } = await http.get<ActionResponse<PositionCalendar>>(`/v1/date-position/${positionId}`);
      return data.result ?? null;
    } catch (error) {
      // Spec section 8: logged only.
      console.warn('Erro ao carregar as posições', error);
      return null;
    }
  }, []);

  return { processing: form.processing, errors: form.errors, create, pay, remove, saveOrder, calendar };
}
