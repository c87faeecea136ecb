import type {
  BraFaqStatus,
  FaqAudience,
  ProductQuestionStatus,
  TicketCategory,
  TicketStatus,
} from '../../../../shared/constants/support.ts';
import type { Paginated } from '../catalogue';
import type { SellerStore } from './seller';

export {
  type BraFaqStatus,
  type FaqAudience,
  type ProductQuestionStatus,
  TICKET_CATEGORIES,
  TICKET_STATUSES,
  type TicketCategory,
  type TicketStatus,
} from '../../../../shared/constants/support.ts';

/** Support and content (docs/support-and-content.md): tickets, product questions, Bra Q&As, help. */

/** Attachments of a ticket message: checked by their bytes on the server. */
export const TICKET_ATTACHMENT = {
  maxBytes: 3 * 1024 * 1024,
  maxLabel: '3 MB',
  types: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const,
};

export interface TicketAttachment {
  name: string;
  type: string;
  /** GET /v1/tickets/{id}/attachments/{message_id}: served to the ticket's sides only. */
  url: string;
}

export interface TicketMessage {
  id: number;
  author: { id: number; name: string };
  /** Written by the marketplace's staff (an admin). */
  is_staff: boolean;
  body: string;
  attachment: TicketAttachment | null;
  created_at: string;
}

export interface Ticket {
  id: number;
  store: { id: number; name: string };
  opened_by: { id: number; name: string };
  subject: string;
  category: TicketCategory;
  status: TicketStatus;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  messages_count: number;
}

export interface TicketDetail extends Ticket {
  messages: TicketMessage[];
}

export type TicketFilter = TicketStatus | 'all';
export type TicketCounts = Record<TicketFilter, number>;

/** /my-store/{store_id}/ticket-list?status=&scope=: the store's tickets (an admin: `scope=all`, every store's). */
export interface TicketListProps {
  store: SellerStore;
  status: TicketFilter;
  scope: 'store' | 'all';
  is_staff: boolean;
  counts: TicketCounts;
  tickets: Paginated<Ticket>;
}

/** /my-store/{store_id}/ticket-create. */
export interface TicketCreateProps {
  store: SellerStore;
}

/** /my-store/{store_id}/ticket/{ticket_id}: one ticket with its messages. */
export interface TicketShowProps {
  store: SellerStore;
  ticket: TicketDetail;
  /** The viewer writes as staff (an admin who does not own the store) or as the store. */
  is_staff: boolean;
  /** The Echo channel this side hears the other side's messages on. */
  channel: string;
}

// ---------------------------------------------------------------- product questions

export interface ProductQuestion {
  id: number;
  product: { id: number; name: string; type: string };
  store: { id: number; name: string };
  /** The asker's first name only. */
  asker: string;
  question: string;
  answer: string | null;
  status: ProductQuestionStatus;
  created_at: string;
  answered_at: string | null;
}

export type QuestionFilter = ProductQuestionStatus | 'all';

/** The product page's questions block: answered questions and the stores one may ask. */
export interface ProductQuestionsBlock {
  answered: ProductQuestion[];
  stores: { id: number; name: string }[];
  /** Approved Q&As the stores wrote about this product (Bra line products only). */
  bra: BraFaq[];
}

/** /faq-product (all), /faq-questions (pending), /faq-product-active (answered). */
export interface FaqQuestionListProps {
  store: SellerStore;
  status: QuestionFilter;
  counts: Record<QuestionFilter, number>;
  questions: Paginated<ProductQuestion>;
}

// ---------------------------------------------------------------- Bra line Q&As

export interface BraFaq {
  id: number;
  store: { id: number; name: string };
  product: { id: number; name: string };
  question: string;
  answer: string;
  status: BraFaqStatus;
  reason: string | null;
  created_at: string;
  moderated_at: string | null;
}

/** /faq-bra: the store's approved Q&As and those in analysis; an admin also gets the moderation queue. */
export interface FaqBraProps {
  store: SellerStore;
  approved: Paginated<BraFaq>;
  analysis: BraFaq[];
  /** Every store's Q&As waiting for moderation (admins only; null for a store owner). */
  moderation: BraFaq[] | null;
}

/** /faq-create-bra: the Bra line products a Q&A can be about. */
export interface FaqCreateBraProps {
  store: SellerStore;
  products: { id: number; name: string }[];
}

/** /faq-reproved: the store's reproved Q&As with the admin's reason. */
export interface FaqReprovedProps {
  store: SellerStore;
  reproved: Paginated<BraFaq>;
}

// ---------------------------------------------------------------- help articles

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
  category: string;
  audience: FaqAudience;
  sort: number;
}

export interface FaqGroup {
  category: string;
  label: string;
  items: FaqItem[];
}

/** /faq-help: the help articles for sellers, by category. */
export interface FaqHelpProps {
  store: SellerStore;
  groups: FaqGroup[];
}

/** /support and /support-product: the store's support hub. */
export interface SupportCounts {
  tickets_open: number;
  tickets_answered: number;
  questions_pending: number;
  questions_answered: number;
  bra_analysis: number;
  bra_approved: number;
  bra_reproved: number;
}

export interface SupportHubProps {
  store: SellerStore;
  counts: SupportCounts;
  recent_tickets: Ticket[];
}

export interface SupportProductProps {
  store: SellerStore;
  counts: SupportCounts;
  pending: ProductQuestion[];
}
