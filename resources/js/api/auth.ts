import { http } from '@/lib/http';
import type { ActionResponse, Session } from '@/types';

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration {
  name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  phone?: string;
  document?: string;
}

export interface ProfileChanges {
  name: string;
  last_name: string;
  phone?: string | null;
  document?: string | null;
  current_password?: string;
  password?: string;
  password_confirmation?: string;
}

export type CurrentUser = Omit<Session, 'expires_at'>;

/** Session and user calls of spec section 7. */
export const authApi = {
  login: (credentials: Credentials) =>
    http.post<ActionResponse<Session>>('/login', credentials).then((r) => r.data),
  register: (user: Registration) =>
    http.post<ActionResponse<Session>>('/register', { user }).then((r) => r.data),
  logout: () => http.post<ActionResponse>('/v1/auth/logout').then((r) => r.data),
  refresh: () => http.post<ActionResponse<Session>>('/v1/refresh').then((r) => r.data),
  /** Mails a login link bound to this browser (the server keeps a nonce for it in an HttpOnly cookie). */
  requestLoginLink: (email: string) =>
    http.post<ActionResponse>('/login-link', { email }).then((r) => r.data),
  /** Signs this browser in with the one-time code of a login link (`/auth/login?token=…`). */
  redeemLoginLink: (token: string) =>
    http.post<ActionResponse<Session>>('/login-link/redeem', { token }).then((r) => r.data),
  currentUser: () => http.get<ActionResponse<CurrentUser>>('/v1/users/current-user').then((r) => r.data),
  updateClient: (changes: ProfileChanges) =>
    http.post<ActionResponse<CurrentUser>>('/v1/update-client', changes).then((r) => r.data),
  requestToken: (email: string) => http.post<ActionResponse>('/token', { email }).then((r) => r.data),
  validateToken: (token: string) =>
    http.post<ActionResponse<{ email: string }>>('/validate-token', { token }).then((r) => r.data),
  refuseToken: (token: string) => http.post<ActionResponse>('/unable', { token }).then((r) => r.data),
};
