import type {
  FaqBraProps,
  FaqCreateBraProps,
  FaqHelpProps,
  FaqQuestionListProps,
  FaqReprovedProps,
  QuestionFilter,
  SupportCounts,
  SupportHubProps,
  SupportProductProps,
} from '../../../../resources/js/types/pages/support.ts';
import type { DB } from '../../../db/index.ts';
import { braCounts, braModerationQueue, braProducts, storeBraFaqs } from '../../../domain/support/bra.ts';
import { faqEntries, groupFaq } from '../../../domain/support/faq.ts';
import { questionCounts, storeQuestions } from '../../../domain/support/questions.ts';
import { listTickets, ticketCounts } from '../../../domain/support/tickets.ts';
import { merge, type PropSources } from '../../../inertia/props.ts';
import { pageSchema } from '../../support/validation.ts';
import { SUPPORT_PER_PAGE } from '../../v1/support-content.ts';
import type { PageResolver } from '../index.ts';
import { parseQuery } from '../params.ts';
import { sellerStore } from './support.ts';

/** Store-area screens: the support hub, product questions, Bra line Q&As and help (docs/support-and-content.md). */

async function supportCounts(db: DB, storeId: number): Promise<SupportCounts> {
  const [tickets, questions, bra] = await Promise.all([
    ticketCounts(db, storeId),
    questionCounts(db, storeId),
    braCounts(db, storeId),
  ]);
  return {
    tickets_open: tickets.open + tickets.waiting_store,
    tickets_answered: tickets.answered,
    questions_pending: questions.pending,
    questions_answered: questions.answered,
    bra_analysis: bra.analysis,
    bra_approved: bra.approved,
    bra_reproved: bra.reproved,
  };
}

const pageOf = (query: Record<string, string>) =>
  parseQuery(pageSchema(50, SUPPORT_PER_PAGE), { page: query.page }).page;

/** A product-question list fixed to one status (/faq-questions, /faq-product-active) or by `?status=` (/faq-product). */
const questionList =
  (fixed: QuestionFilter | null): PageResolver =>
  async ({ store_id }, { db }, { query }) => {
    const store = await sellerStore(db, store_id);
    if (!store) return null;
    const wanted = fixed ?? query.status;
    const status: QuestionFilter = wanted === 'pending' || wanted === 'answered' ? wanted : 'all';
    const page = pageOf(query);
    return {
      store,
      status,
      counts: () => questionCounts(db, store.id),
      questions: merge(
        async () => (await storeQuestions(db, store.id, status, page, SUPPORT_PER_PAGE)).questions,
        'data',
      ),
    } satisfies PropSources<FaqQuestionListProps>;
  };

export const faqPageResolvers: Record<string, PageResolver> = {
  'my-store.support': async ({ store_id }, { db }) => {
    const store = await sellerStore(db, store_id);
    if (!store) return null;
    return {
      store,
      counts: () => supportCounts(db, store.id),
      recent_tickets: async () => (await listTickets(db, store.id, 'all', 1, 5)).data,
    } satisfies PropSources<SupportHubProps>;
  },

  'my-store.support.product': async ({ store_id }, { db }) => {
    const store = await sellerStore(db, store_id);
    if (!store) return null;
    return {
      store,
      counts: () => supportCounts(db, store.id),
      pending: async () => (await storeQuestions(db, store.id, 'pending', 1, 5)).questions.data,
    } satisfies PropSources<SupportProductProps>;
  },

  'my-store.faq.product': questionList(null),
  'my-store.faq.questions': questionList('pending'),
  'my-store.faq.product-active': questionList('answered'),

  'my-store.faq.bra': async ({ store_id }, { db }, { viewer, query }) => {
    const store = await sellerStore(db, store_id);
    if (!store) return null;
    const page = pageOf(query);
    return {
      store,
      approved: merge(() => storeBraFaqs(db, store.id, 'approved', page, SUPPORT_PER_PAGE), 'data'),
      analysis: async () => (await storeBraFaqs(db, store.id, 'analysis', 1, 50)).data,
      moderation: async () => (viewer?.role === 'admin' ? braModerationQueue(db) : null),
    } satisfies PropSources<FaqBraProps>;
  },

  'my-store.faq.create-bra': async ({ store_id }, { db }) => {
    const store = await sellerStore(db, store_id);
    if (!store) return null;
    return { store, products: () => braProducts(db) } satisfies PropSources<FaqCreateBraProps>;
  },

  'my-store.faq.reproved': async ({ store_id }, { db }, { query }) => {
    const store = await sellerStore(db, store_id);
    if (!store) return null;
    const page = pageOf(query);
    return {
      store,
      reproved: merge(() => storeBraFaqs(db, store.id, 'reproved', page, SUPPORT_PER_PAGE), 'data'),
    } satisfies PropSources<FaqReprovedProps>;
  },

  'my-store.faq.help': async ({ store_id }, { db }) => {
    const store = await sellerStore(db, store_id);
    if (!store) return null;
    return {
      store,
      groups: async () => groupFaq(await faqEntries(db, 'seller')),
    } satisfies PropSources<FaqHelpProps>;
  },
};
