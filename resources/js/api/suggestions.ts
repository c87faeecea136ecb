import { http } from '@/lib/http';
import type { ActionResponse } from '@/types';
import type { ProductType } from '@/types/catalogue';
import type { SuggestionStatus } from '../../../shared/constants/catalogue.ts';

export type { SuggestionStatus } from '../../../shared/constants/catalogue.ts';

export interface ProductSuggestion {
  id: number;
  user_id: number;
  name: string;
  /** Collection or set, as the user wrote it. */
  collection: string | null;
  type: ProductType;
  notes: string | null;
  status: SuggestionStatus;
  /** Pendente, Aprovada, Recusada. */
  status_label: string;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProductSuggestionInput {
  name: string;
  collection?: string | null;
  /** card when absent. */
  type?: ProductType;
  notes?: string | null;
}

/** `suggestion.approved` on the author's channel (docs/realtime.md). */
export interface SuggestionApprovedEvent {
  id: number;
  name: string;
  message: string;
  approved_at: string;
}

export const suggestionsApi = {
  /**
   * POST /v1/product-suggestions: saves a suggestion pending approval (201). Bad input answers 422
   * `{message, errors}`; the screen's error toast is 'Erro ao salvar, aguarde e tente mais tarde'.
   */
  create: (input: ProductSuggestionInput) =>
    http.post<ActionResponse<ProductSuggestion>>('/v1/product-suggestions', input).then((r) => r.data),
  /** GET /v1/product-suggestions: the signed-in user's own suggestions, newest first. */
  mine: () => http.get<ActionResponse<ProductSuggestion[]>>('/v1/product-suggestions').then((r) => r.data),
  /** GET /v1/admin/product-suggestions?status=: every suggestion, oldest first (admins only). */
  listForReview: (status?: SuggestionStatus) =>
    http
      .get<ActionResponse<ProductSuggestion[]>>('/v1/admin/product-suggestions', {
        params: status ? { status } : {},
      })
      .then((r) => r.data),
  /** PUT /v1/admin/product-suggestions/{id}: approves (the author is notified) or rejects (admins only). */
  review: (id: number, status: Exclude<SuggestionStatus, 'pending'>) =>
    http
      .put<ActionResponse<ProductSuggestion>>(`/v1/admin/product-suggestions/${id}`, { status })
      .then((r) => r.data),
};
