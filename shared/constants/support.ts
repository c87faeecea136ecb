/** Tickets, product questions and FAQs (docs/support.md). */

export const TICKET_STATUSES = ['open', 'answered', 'waiting_store', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_CATEGORIES = ['order', 'payment', 'shipping', 'account', 'plan', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const PRODUCT_QUESTION_STATUSES = ['pending', 'answered'] as const;
export type ProductQuestionStatus = (typeof PRODUCT_QUESTION_STATUSES)[number];

export const BRA_FAQ_STATUSES = ['analysis', 'approved', 'reproved'] as const;
export type BraFaqStatus = (typeof BRA_FAQ_STATUSES)[number];

export const FAQ_AUDIENCES = ['buyer', 'seller'] as const;
export type FaqAudience = (typeof FAQ_AUDIENCES)[number];
