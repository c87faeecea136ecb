import { router } from '@inertiajs/react';
import { useCallback, useState } from 'react';
import { http } from '@/lib/http';
import { notify } from '@/lib/notify';
import { isActionError, serverMessage, validationErrors } from '@/lib/requestErrors';
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
 * /v1/featured-ad/save-order) and a position's calendar (GET /v1/date-position/{id}). Failures show
 * the server's message; field errors come back for the form.
 */
export function useFeaturedActions(storeId: number) {
  const { t } = useLaravelReactI18n();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const send = useCallback(
    async <T>(request: () => Promise<{ data: ActionResponse<T> }>, fallback: string): Promise<T | null> => {
      setBusy(true);
      setErrors({});
      try {
        const { data } = await request();
        if (isActionError(data)) {
          notify.warning(data.message || fallback);
          return null;
        }
        if (data.message) notify.success(data.message);
        return (data.result ?? null) as T | null;
      } catch (error) {
        setErrors(validationErrors(error));
        notify.error(serverMessage(error, fallback));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [],
  );

  const create = useCallback(
    (draft: FeaturedDraft) =>
      send<FeaturedAd>(
        () =>
          http.post('/v1/create-featured', {
            store_id: storeId,
            ...draft,
            listing_id: draft.target_type === 'listing' ? draft.listing_id : null,
          }),
        t('featured.save_failed'),
      ),
    [send, storeId, t],
  );

  const pay = useCallback(
    (featuredId: number, method: 'pix' | 'card', cardId?: number) =>
      send<FeaturedAd>(
        () =>
          http.post('/v1/featured-ad/pay', {
            featured_id: featuredId,
            method,
            ...(cardId ? { card_id: cardId } : {}),
          }),
        t('featured.pay_failed'),
      ),
    [send, t],
  );

  const remove = useCallback(
    async (featuredId: number) => {
      const done = await send(
        () => http.delete(`/v1/featured-ad/delete/${featuredId}`),
        t('featured.save_failed'),
      );
      if (done) router.reload({ only: ['ads', 'selected', 'calendar'] });
    },
    [send, t],
  );

  const saveOrder = useCallback(
    async (ids: number[]) => {
      const done = await send(
        () => http.post('/v1/featured-ad/save-order', { store_id: storeId, ids }),
        t('featured.save_failed'),
      );
      if (done) router.reload({ only: ['ads'] });
    },
    [send, storeId, t],
  );

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

  return { busy, errors, create, pay, remove, saveOrder, calendar };
}
