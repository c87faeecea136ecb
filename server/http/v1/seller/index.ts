import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../context.ts';
import { bankRoutes } from './bank.ts';
import { fulfilmentRoutes } from './fulfilment.ts';
import { importRoutes } from './imports.ts';
import { insightsRoutes } from './insights.ts';
import { integrationsRoutes } from './integrations.ts';
import { onboardingRoutes } from './onboarding.ts';
import { storeOrderRoutes } from './orders.ts';
import { plansRoutes } from './plans.ts';
import { registerRoutes } from './register.ts';
import { returnRoutes } from './returns.ts';
import { settingsRoutes } from './settings.ts';
import { stockRoutes } from './stock.ts';
import { walletRoutes } from './wallet.ts';

/** The seller's /v1 calls (spec section 7, "Stores", "Company", catalogue lookups); docs/stores.md. */
export async function sellerRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  await onboardingRoutes(app, services);
  await settingsRoutes(app, services);
  await stockRoutes(app, services);
  await registerRoutes(app, services);
  await importRoutes(app, services);
  await insightsRoutes(app, services);
  await storeOrderRoutes(app, services);
  await fulfilmentRoutes(app, services);
  await returnRoutes(app, services);
  await walletRoutes(app, services);
  await bankRoutes(app, services);
  await plansRoutes(app, services);
  await integrationsRoutes(app, services);
}
