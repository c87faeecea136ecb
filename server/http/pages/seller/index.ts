import type { PageResolver } from '../index.ts';
import { adsPageResolvers } from './ads.ts';
import { bankPageResolvers } from './bank.ts';
import { cardsPageResolvers } from './cards.ts';
import { faqPageResolvers } from './faq.ts';
import { featuredPageResolvers } from './featured.ts';
import { insightsPageResolvers } from './insights.ts';
import { onboardingPageResolvers } from './onboarding.ts';
import { orderPageResolvers } from './orders.ts';
import { plansPageResolvers } from './plans.ts';
import { registerPageResolvers } from './register.ts';
import { returnPageResolvers } from './returns.ts';
import { settingsPageResolvers } from './settings.ts';
import { stockPageResolvers } from './stock.ts';
import { ticketsPageResolvers } from './tickets.ts';
import { walletPageResolvers } from './wallet.ts';

/** Every store-area screen's resolver, by route name. */
export const sellerPageResolvers: Record<string, PageResolver> = {
  ...onboardingPageResolvers,
  ...settingsPageResolvers,
  ...stockPageResolvers,
  ...registerPageResolvers,
  ...insightsPageResolvers,
  ...orderPageResolvers,
  ...returnPageResolvers,
  ...walletPageResolvers,
  ...bankPageResolvers,
  ...cardsPageResolvers,
  ...plansPageResolvers,
  ...adsPageResolvers,
  ...featuredPageResolvers,
  ...ticketsPageResolvers,
  ...faqPageResolvers,
};
