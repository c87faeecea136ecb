import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StoreDashboard } from '../../../../resources/js/types/pages/sellerInsights.ts';
import type { DB } from '../../../db/index.ts';
import {
  BRA_CENTER_LIST_MAX,
  braCenterList,
  replaceBraCenterList,
} from '../../../domain/stores/braCenterList.ts';
import {
  DEFAULT_PERIOD,
  dashboardLists,
  dashboardSummary,
  PERIOD_CODES,
  periods,
  periodWindow,
} from '../../../domain/stores/dashboard.ts';
import type { AppServices } from '../../context.ts';
import { requireUser } from '../../support/auth.ts';
import { action, ValidationError } from '../../support/errors.ts';
import { requireStoreAccess } from '../../support/storeAccess.ts';

import { idField, paramId, validate } from '../../support/validation.ts';

/** `?period=` of the dashboard: one of GET /v1/periods' codes, 30 days when absent. */
export const periodSchema = z.object({
  period: z.enum(PERIOD_CODES, { error: 'O período é inválido.' }).optional().default(DEFAULT_PERIOD),
});

/** Everything the dashboard shows, as GET /v1/store-dashboard answers it. */
export async function storeDashboard(
  db: DB,
  storeId: number,
  period: z.infer<typeof periodSchema>['period'],
  now = new Date(),
): Promise<StoreDashboard> {
  const window = periodWindow(period, now);
  const [summary, lists] = await Promise.all([
    dashboardSummary(db, storeId, window),
    dashboardLists(db, storeId, window),
  ]);
  return { store_id: storeId, ...summary, ...lists };
}

const braListSchema = z.object({
  store_id: idField('loja'),
  product_ids: z
    .array(idField('produto'), { error: 'O campo produtos deve ser uma lista de ids.' })
    .max(BRA_CENTER_LIST_MAX, `A lista do Bra Center tem no máximo ${BRA_CENTER_LIST_MAX} produtos.`),
});

/** Seller calls: dashboard, periods, Bra center list (docs/store-dashboard.md). */
export async function insightsRoutes(app: FastifyInstance, { db }: AppServices): Promise<void> {
  /** Spec section 7 (Ads) "periods": the reference list of the dashboard's periods. */
  app.get('/periods', async () => action('', periods()));

  /** The dashboard's figures of a store for a period; the owner or an admin. */
  app.get('/store-dashboard/:store_id', async (request) => {
    const storeId = paramId(request.params, 'store_id');
    await requireStoreAccess(db, request, storeId);
    const { period } = validate(periodSchema, request.query);
    return action('', await storeDashboard(db, storeId, period));
  });

  /** Replaces the store's Bra Center list; 422 naming the products that may not be on it. */
  app.post('/set-list-bra-center', async (request) => {
    await requireUser(db, request);
    const input = validate(braListSchema, request.body);
    await requireStoreAccess(db, request, input.store_id);
    const saved = await replaceBraCenterList(db, input.store_id, input.product_ids);
    if ('ineligible' in saved) {
      throw new ValidationError({
        product_ids: [
          `Estes produtos não podem ir para o Bra Center por esta loja: ${saved.ineligible.join(', ')}.`,
        ],
      });
    }
    return action('Salvo com sucesso', saved.list);
  });

  /** The store's Bra Center list; the owner or an admin. */
  app.get('/get-list-bra-center/:store_id', async (request) => {
    const storeId = paramId(request.params, 'store_id');
    await requireStoreAccess(db, request, storeId);
    return action('', await braCenterList(db, storeId));
  });
}
