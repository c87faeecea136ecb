import type { Generated } from 'kysely';
import type {
  BraFaqStatus,
  FaqAudience,
  ProductQuestionStatus,
  TicketCategory,
  TicketStatus,
} from '../../shared/constants/support.ts';
import type { Flag } from './schema.ts';

export type {
  BraFaqStatus,
  FaqAudience,
  ProductQuestionStatus,
  TicketCategory,
  TicketStatus,
} from '../../shared/constants/support.ts';

export interface TicketsTable {
  id: Generated<number>;
  store_id: number;
  opened_by: number;
  subject: string;
  category: TicketCategory;
  status: TicketStatus;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
}

export interface TicketMessagesTable {
  id: Generated<number>;
  ticket_id: number;
  author_user_id: number;
  is_staff: Flag;
  body: string;
  attachment_path: string | null;
  attachment_name: string | null;
  attachment_type: string | null;
  created_at: string;
}

export interface ProductQuestionsTable {
  id: Generated<number>;
  product_id: number;
  store_id: number;
  user_id: number;
  question: string;
  answer: string | null;
  status: ProductQuestionStatus;
  answered_by: number | null;
  created_at: string;
  answered_at: string | null;
}

export interface BraFaqsTable {
  id: Generated<number>;
  store_id: number;
  product_id: number;
  created_by: number;
  question: string;
  answer: string;
  status: BraFaqStatus;
  reason: string | null;
  moderated_by: number | null;
  created_at: string;
  updated_at: string;
  moderated_at: string | null;
}

export interface FaqEntriesTable {
  id: Generated<number>;
  question: string;
  answer: string;
  category: string;
  audience: FaqAudience;
  sort: Generated<number>;
  published: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

export interface SupportTables {
  tickets: TicketsTable;
  ticket_messages: TicketMessagesTable;
  product_questions: ProductQuestionsTable;
  bra_faqs: BraFaqsTable;
  faq_entries: FaqEntriesTable;
}
