import { http } from '@/lib/http';
import type {
  BraFaq,
  ProductQuestion,
  TicketDetail,
  TicketMessage,
  TicketStatus,
} from '@/types/pages/support';

/** A file read for upload: its name and its bytes as base64 (the server checks the bytes). */
export interface AttachmentInput {
  name: string;
  data: string;
}

interface Answer<T> {
  error: boolean;
  message: string;
  result: T;
}

const post = <T>(url: string, body: unknown) => http.post<Answer<T>>(url, body).then((r) => r.data);

/** Support and content calls (docs/support-and-content.md), all through the shared axios instance. */
export const supportApi = {
  /** POST /v1/tickets/: opens a ticket with its first message. */
  createTicket: (input: {
    store_id: number;
    subject: string;
    category: string;
    message: string;
    attachment: AttachmentInput | null;
  }) => post<TicketDetail>('/v1/tickets/', input),
  /** GET /v1/tickets/{id}. */
  showTicket: (id: number) => http.get<Answer<TicketDetail>>(`/v1/tickets/${id}`).then((r) => r.data),
  /** POST /v1/tickets/{id}/messages. */
  reply: (
    id: number,
    input: { message: string; attachment: AttachmentInput | null; waiting_store?: boolean },
  ) => post<{ message: TicketMessage; status: TicketStatus }>(`/v1/tickets/${id}/messages`, input),
  /** POST /v1/tickets/{id}/close and /reopen. */
  setOpen: (id: number, open: boolean) =>
    post<TicketDetail>(`/v1/tickets/${id}/${open ? 'reopen' : 'close'}`, {}),
  /** POST /v1/product-questions: a buyer asks a store about a product. */
  ask: (input: { product_id: number; store_id: number; question: string }) =>
    post<ProductQuestion>('/v1/product-questions', input),
  /** POST /v1/product-questions/{id}/answer: the store answers (and publishes). */
  answer: (id: number, answer: string) =>
    post<ProductQuestion>(`/v1/product-questions/${id}/answer`, { answer }),
  /** POST /v1/bra-faq: the store sends a Bra line Q&A to analysis. */
  createBra: (input: { store_id: number; product_id: number; question: string; answer: string }) =>
    post<BraFaq>('/v1/bra-faq', input),
  /** PUT /v1/admin/bra-faq/{id}: an admin approves or reproves with a reason. */
  moderateBra: (id: number, status: 'approved' | 'reproved', reason: string | null) =>
    http.put<Answer<BraFaq>>(`/v1/admin/bra-faq/${id}`, { status, reason }).then((r) => r.data),
};

/** Reads a chosen file as base64 for the JSON body. */
export function readAttachment(file: File): Promise<AttachmentInput> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve({ name: file.name, data: url.slice(url.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
