/**
 * Types the host's page resolvers and the React pages share: the shared props every page receives and
 * the viewer (who is asking, from the session cookie). A page's own props live beside its resolver's
 * domain types (types/pages/*.ts) and are imported by both sides.
 */

import type { CardTokenizerConfig } from '@shared/cardTokenizer/types';
import type { Guard } from '@shared/routeTable';
import type { Role, SessionUser } from '@/types';

export type { Role };

export interface RealtimeSettings {
  key: string;
  wsHost: string | null;
  wsPort: number;
  enabled: boolean;
}

/** The logged-in user as the server knows them from the session cookie (no token: it stays HttpOnly). */
export interface Viewer {
  user: SessionUser;
  role: Role;
  subscription: { active: boolean; status: string | null };
  /** Units in the viewer's cart, as the cart's `count` (the header badge, the checkout guard). */
  cart_count: number;
}

export interface SharedProps {
  appName: string;
  locale: string;
  realtime: RealtimeSettings;
  /** The payment gateway's browser card tokenizer: driver and public key, never a secret. */
  payments?: CardTokenizerConfig;
  /** The sandbox payment driver is on: the PIX screens offer "Pagar (sandbox)". */
  sandbox?: boolean;
  route: { name: string; guard: Guard; params: Record<string, string> } | null;
  auth: Viewer | null;
  /** The base URL and location the server rendered with: the server renderer builds its links from it. */
  ziggy: { url: string; location: string };
}
