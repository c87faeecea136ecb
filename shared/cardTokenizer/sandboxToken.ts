import { type CardBrand, cardDigits, detectCardBrand } from './cardBrand.ts';
import { type CardFormInput, type CardProblem, checkCard, isValidExpiry } from './cardCheck.ts';
import { SANDBOX_CARD_BEHAVIOURS, type SandboxCardBehaviour, sandboxBehaviour } from './sandboxCards.ts';

/**
 * The sandbox's card token: made in the browser by the sandbox tokenizer, read by the sandbox driver
 * (server/drivers/payments/sandbox-payment-driver.ts). The sandbox is a test gateway with no vault on
 * the other side of the network, so its token is self-describing: `sbxcard_` + base64url(JSON) of the
 * brand, last 4 digits, holder, expiry and the test behaviour the number has (docs/payments.md "Test
 * cards"), plus a random nonce. It carries neither the number nor the cvv, and it is not signed:
 * anyone can write one, which is harmless because the sandbox moves no money. The card checks
 * (Luhn, brand, holder, expiry, cvv) run in the browser before the token is made.
 */
export const SANDBOX_TOKEN_PREFIX = 'sbxcard_';

const BRANDS: readonly CardBrand[] = [
  'visa',
  'mastercard',
  'amex',
  'elo',
  'hipercard',
  'diners',
  'discover',
  'jcb',
];

export interface SandboxTokenPayload {
  v: 1;
  brand: CardBrand;
  last4: string;
  holder: string;
  exp_month: number;
  exp_year: number;
  behaviour: SandboxCardBehaviour;
  nonce: string;
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    return null;
  }
}

function nonce(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function encodeSandboxToken(payload: SandboxTokenPayload): string {
  return SANDBOX_TOKEN_PREFIX + toBase64Url(JSON.stringify(payload));
}

/** The token's data when it is a well-formed sandbox token; null otherwise. */
export function decodeSandboxToken(token: unknown): SandboxTokenPayload | null {
  if (typeof token !== 'string' || !token.startsWith(SANDBOX_TOKEN_PREFIX) || token.length > 2048)
    return null;
  const json = fromBase64Url(token.slice(SANDBOX_TOKEN_PREFIX.length));
  if (json === null) return null;
  let data: Partial<SandboxTokenPayload>;
  try {
    data = JSON.parse(json) as Partial<SandboxTokenPayload>;
  } catch {
    return null;
  }
  if (
    data?.v !== 1 ||
    !BRANDS.includes(data.brand as CardBrand) ||
    typeof data.last4 !== 'string' ||
    !/^\d{4}$/.test(data.last4) ||
    typeof data.holder !== 'string' ||
    data.holder.trim().length < 2 ||
    data.holder.length > 120 ||
    !isValidExpiry(Number(data.exp_month), Number(data.exp_year)) ||
    !SANDBOX_CARD_BEHAVIOURS.includes(data.behaviour as SandboxCardBehaviour) ||
    typeof data.nonce !== 'string'
  ) {
    return null;
  }
  return data as SandboxTokenPayload;
}

export type SandboxTokenResult =
  | { ok: true; token: string; payload: SandboxTokenPayload }
  | { ok: false; problems: CardProblem[] };

/** Checks a typed card and makes its sandbox token (what the sandbox tokenizer does in the browser). */
export function makeSandboxToken(card: CardFormInput, now: Date = new Date()): SandboxTokenResult {
  const problems = checkCard(card, now);
  if (problems.length > 0) return { ok: false, problems };
  const digits = cardDigits(card.number) ?? '';
  const payload: SandboxTokenPayload = {
    v: 1,
    brand: detectCardBrand(digits),
    last4: digits.slice(-4),
    holder: card.holder.trim().toUpperCase(),
    exp_month: card.expMonth,
    exp_year: card.expYear,
    behaviour: sandboxBehaviour(digits),
    nonce: nonce(),
  };
  return { ok: true, token: encodeSandboxToken(payload), payload };
}

/**
 * The body a test posts for a sandbox card (the same thing the browser posts after tokenizing):
 * `{card_token, brand, last4, holder, exp_month, exp_year}`. Throws when the card would not pass
 * the browser's checks.
 */
export function sandboxCardBody(
  number: string,
  card: { holder?: string; exp_month?: number; exp_year?: number; cvv?: string } = {},
) {
  const digits = cardDigits(number) ?? '';
  const input: CardFormInput = {
    number: digits,
    holder: card.holder ?? 'Maria Silva',
    expMonth: card.exp_month ?? 12,
    expYear: card.exp_year ?? 2040,
    cvv: card.cvv ?? (detectCardBrand(digits) === 'amex' ? '1234' : '123'),
  };
  const made = makeSandboxToken(input);
  if (!made.ok) throw new Error(`sandbox test card refused in the browser: ${made.problems.join(', ')}`);
  return {
    card_token: made.token,
    brand: made.payload.brand,
    last4: made.payload.last4,
    holder: made.payload.holder,
    exp_month: made.payload.exp_month,
    exp_year: made.payload.exp_year,
  };
}
