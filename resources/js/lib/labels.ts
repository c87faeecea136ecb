import { useMemo } from 'react';
import { useLaravelReactI18n } from '@/lib/useI18n';

type Translate = (key: string) => string;
export type LabelGroup = 'condition' | 'language' | 'extra';

/**
 * The one place a listing's condition, language and extras, and an order's or payment's status, get
 * their words: the lang files (`labels.condition.*`, `labels.language.*`, `labels.extra.*`,
 * `orders.status_*`). The server reads the same keys for its `*_name` fields, e-mails and documents
 * (server/domain/catalogue/references.ts, server/domain/orders/status.ts), so no screen shows an enum
 * value ("opened", "EN") or a second name for the same thing. A code with no key (a value added on the
 * server before its text) shows as it is.
 */
export function label(t: Translate, group: LabelGroup, code: string): string {
  const key = `labels.${group}.${code}`;
  const text = t(key);
  return text === key ? code : text;
}

/** "Aberto · Inglês · Foil": a listing's condition, language and extras, as one line. */
export function listingLine(
  t: Translate,
  item: { condition?: string | null; language?: string | null; extras?: readonly string[] | null },
): string {
  return [
    item.condition ? label(t, 'condition', item.condition) : '',
    item.language ? label(t, 'language', item.language) : '',
    ...(item.extras ?? []).map((code) => label(t, 'extra', code)),
  ]
    .filter(Boolean)
    .join(' · ');
}

const STATUS_KEYS: Record<string, string> = {
  awaiting_payment: 'orders.status_awaiting_payment',
  pending: 'orders.status_awaiting_payment',
  paid: 'orders.status_paid',
  approved: 'orders.status_paid',
  invoiced: 'orders.status_invoiced',
  shipped: 'orders.status_shipped',
  delivered: 'orders.status_delivered',
  concluded: 'orders.status_concluded',
  canceled: 'orders.status_canceled',
  refused: 'orders.status_refused',
  expired: 'orders.status_expired',
  refunded: 'orders.status_refunded',
  returned: 'orders.status_returned',
};

/** An order's or a payment's status in words; `fallback` (the server's label) for one not listed. */
export function statusLabel(t: Translate, status: string, fallback?: string): string {
  const key = STATUS_KEYS[status];
  return key ? t(key) : (fallback ?? status);
}

/** The label functions bound to the page's translations. */
export function useLabels() {
  const { t } = useLaravelReactI18n();
  return useMemo(() => {
    const tr: Translate = (key) => t(key);
    return {
      condition: (code: string) => label(tr, 'condition', code),
      language: (code: string) => label(tr, 'language', code),
      extra: (code: string) => label(tr, 'extra', code),
      extras: (codes: readonly string[]) => codes.map((code) => label(tr, 'extra', code)),
      listing: (item: Parameters<typeof listingLine>[1]) => listingLine(tr, item),
      status: (status: string, fallback?: string) => statusLabel(tr, status, fallback),
    };
  }, [t]);
}
