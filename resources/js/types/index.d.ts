export type Role = 'admin' | 'supplier';

export interface SessionUser {
  id: number;
  name: string;
  last_name: string;
  email: string;
  phone: string | null;
  document: string | null;
  email_verified: boolean;
}

/**
 * The session the browser keeps (spec section 3), without the spec's token: the token is the HttpOnly
 * session cookie, which no script reads and no answer body carries (docs/decisions.md, "Session").
 */
export interface Session {
  expires_at: string;
  user: SessionUser;
  role: Role;
  subscription: { active: boolean; status: string | null };
}

/** `{error, message, result}`: every action of the API answers with it (some legacy calls say `erro`). */
export interface ActionResponse<T = unknown> {
  error?: boolean;
  erro?: boolean;
  message?: string;
  result?: T;
}

export interface ValidationErrorResponse {
  message: string;
  errors?: Record<string, string[]>;
}

export interface Paginate {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  /** `total` is a lower bound (a product list too large to count exactly): "mais de N". */
  total_at_least?: true;
  /** Product lists: sent back as `cursor` by "carregar mais", the next page starts after this one. */
  next_cursor?: string;
}

export interface PaginatedData<T> {
  data: T[];
  paginate: Paginate;
}
