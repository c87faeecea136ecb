import { randomUUID } from 'node:crypto';
import { buildPixPayload } from '../pix/payload.js';
import { type Clock, systemClock } from '../shared/clock.js';
import { memoryCardStore, type SandboxCardStore, toSavedCard, vaultedCard } from './card-vault.js';
import { PaymentError } from './errors.js';
import { createEventEmitter, type PaymentEventHandler } from './events.js';
import { checkAmount, checkCardChargeInput, checkCardToken, checkPixChargeInput } from './input-checks.js';
import { computeInstallmentOptions, DEFAULT_INSTALLMENT_PLAN, type InstallmentPlan } from './installments.js';
import { reasonMessage } from './reasons.js';
import { readSandboxToken, sandboxCardOutcome } from './sandbox-card-outcome.js';
import type {
  CardCharge,
  Charge,
  CreateCardChargeInput,
  CreatePixChargeInput,
  HostPaymentDriver,
  PaymentEvent,
  PixCharge,
} from './types.js';

export interface SandboxPixReceiver {
  key: string;
  merchantName: string;
  merchantCity: string;
}

export interface SandboxPaymentDriverOptions {
  clock?: Clock;
  /** Receives every webhook event (charge.paid, .refused, .expired, .refunded, .chargeback). */
  onEvent?: PaymentEventHandler;
  /** Called when onEvent throws or rejects. Default: console.error. */
  onEventError?: (error: unknown, event: PaymentEvent) => void;
  /** Receiver of the PIX codes. Defaults to a sandbox random key in São Paulo. */
  pix?: Partial<SandboxPixReceiver>;
  installmentPlan?: InstallmentPlan;
  /** How long the "pending" test cards stay in analysis. Default 60 seconds. */
  pendingCardSettleSeconds?: number;
  /**
   * Where the charges are kept. Default: this process's memory (the driver's own tests). The host
   * passes its database (server/domain/payments/sandbox-charges.ts), so a restart or another host
   * still knows every charge.
   */
  store?: SandboxChargeStore;
  /**
   * Where the saved cards (the vault) are kept. Default: this process's memory. The host passes its
   * database (server/domain/payments/sandbox-cards.ts), so every host knows every saved card.
   */
  cards?: SandboxCardStore;
}

export interface SandboxPaymentDriver extends HostPaymentDriver {
  /** Demo helper: marks a pending PIX charge as paid, as if the buyer had paid it. */
  simulatePixPaid(chargeId: string): Promise<PixCharge>;
  /**
   * Gives back part of a paid charge (the gateway dashboard's partial refund), for one store order
   * (`reference`, its number): event charge.refunded with the running total and the reference.
   * Refunding what is left makes the charge refunded.
   */
  refundPart(chargeId: string, amountCents: number, reference?: string): Promise<Charge>;
  /** The buyer's card issuer took the money back (a dispute lost): event charge.chargeback. */
  simulateChargeback(chargeId: string): Promise<Charge>;
  /**
   * Applies every time-based transition that is due (PIX expiry, pending card settlement),
   * emitting its events. The host may call it on a timer; reads apply them too.
   * Returns how many charges changed.
   */
  processDue(): Promise<number>;
  /** The charges made for an order reference (a host that stopped before recording its charge asks). */
  chargesFor(orderRef: string): Promise<Charge[]>;
}

export const DEFAULT_SANDBOX_PIX: Readonly<SandboxPixReceiver> = {
  key: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
  merchantName: 'Marketplace de Cartas',
  merchantCity: 'São Paulo',
};

/** One sandbox charge as kept: the charge, and for a test card in analysis when and how it settles. */
export interface SandboxChargeRecord {
  charge: Charge;
  /** Epoch ms. */
  settleAt?: number;
  settleTo?: 'approve' | 'refuse';
  /** The version read; a write names it, so two writers never both apply one change. */
  version: number;
}

/** Where the sandbox keeps its charges: memory (default) or the host's database. */
export interface SandboxChargeStore {
  insert(record: SandboxChargeRecord): Promise<void>;
  get(chargeId: string): Promise<SandboxChargeRecord | null>;
  /** Writes the record when the stored one is still at `record.version` (then bumps it); true when written. */
  replace(record: SandboxChargeRecord): Promise<boolean>;
  /** Every charge still pending (the ones a time-based transition may be due for). */
  pending(): Promise<SandboxChargeRecord[]>;
  byOrderRef(orderRef: string): Promise<SandboxChargeRecord[]>;
}

/** The default store: this process's memory. */
export function memoryChargeStore(): SandboxChargeStore {
  const records = new Map<string, SandboxChargeRecord>();
  const copy = (record: SandboxChargeRecord) => structuredClone(record);
  return {
    async insert(record) {
      records.set(record.charge.chargeId, copy(record));
    },
    async get(chargeId) {
      const record = records.get(chargeId);
      return record ? copy(record) : null;
    },
    async replace(record) {
      const stored = records.get(record.charge.chargeId);
      if (!stored || stored.version !== record.version) return false;
      records.set(record.charge.chargeId, { ...copy(record), version: record.version + 1 });
      return true;
    },
    async pending() {
      return [...records.values()].filter((r) => r.charge.status === 'pending').map(copy);
    },
    async byOrderRef(orderRef) {
      return [...records.values()].filter((r) => r.charge.orderRef === orderRef).map(copy);
    },
  };
}

type Emit = ReturnType<typeof createEventEmitter>;
/** A change to one charge: mutates the record and answers the events it causes (emitted once written). */
type Change = (record: SandboxChargeRecord) => Parameters<Emit>[] | null;

export function createSandboxPaymentDriver(options: SandboxPaymentDriverOptions = {}): SandboxPaymentDriver {
  const clock = options.clock ?? systemClock;
  const plan = options.installmentPlan ?? DEFAULT_INSTALLMENT_PLAN;
  const receiver: SandboxPixReceiver = { ...DEFAULT_SANDBOX_PIX, ...options.pix };
  const settleMs = (options.pendingCardSettleSeconds ?? 60) * 1000;
  const emit = createEventEmitter(
    clock,
    options.onEvent,
    options.onEventError ??
      ((error, event) => console.error(`Falha ao entregar o evento ${event.type}`, error)),
  );
  const store = options.store ?? memoryChargeStore();
  const vault = options.cards ?? memoryCardStore();

  const nowIso = () => clock.now().toISOString();
  const newChargeId = () => `ch_${randomUUID().replace(/-/g, '').slice(0, 24)}`;

  async function recordOf(chargeId: string): Promise<SandboxChargeRecord> {
    const record = await store.get(chargeId);
    if (!record) throw new PaymentError('charge_not_found', 'Cobrança não encontrada.');
    return record;
  }

  /**
   * Applies a change to a charge and writes it, its events emitted only once the write won: a
   * second host (or request) that read the same version retries on what the first left. The
   * change's own errors (PaymentError) pass through.
   */
  async function update(chargeId: string, change: Change): Promise<Charge> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const record = await recordOf(chargeId);
      const events = change(record);
      if (events === null) return record.charge;
      if (!(await store.replace(record))) continue;
      for (const args of events) emit(...args);
      return record.charge;
    }
    throw new PaymentError('gateway_error', 'Erro na transação: a cobrança mudou enquanto isso.');
  }

  /** Due time-based transitions of one charge (mutating the record): its events, or null when none. */
  function due(record: SandboxChargeRecord): Parameters<Emit>[] | null {
    const { charge } = record;
    const now = clock.now();
    if (charge.status !== 'pending') return null;

    if (charge.method === 'pix' && now.getTime() >= Date.parse(charge.expiresAt)) {
      charge.status = 'expired';
      charge.updatedAt = now.toISOString();
      return [['charge.expired', charge]];
    }
    if (charge.method === 'card' && record.settleAt !== undefined && now.getTime() >= record.settleAt) {
      const approve = record.settleTo === 'approve';
      charge.status = approve ? 'approved' : 'refused';
      charge.reasonCode = approve ? 'approved' : 'generic_decline';
      charge.message = reasonMessage(charge.reasonCode);
      charge.updatedAt = now.toISOString();
      if (approve) charge.paidAt = charge.updatedAt;
      record.settleAt = undefined;
      record.settleTo = undefined;
      return [[approve ? 'charge.paid' : 'charge.refused', charge]];
    }
    return null;
  }

  /** Runs the due transitions first, then the change on what they left. */
  const afterDue =
    (change: Change): Change =>
    (record) => {
      const first = due(record) ?? [];
      const then = change(record);
      if (then === null) return first.length ? first : null;
      return [...first, ...then];
    };

  /** Gives back `amount` (the rest when absent) of a paid/approved charge. */
  function giveBack(
    record: SandboxChargeRecord,
    type: 'charge.refunded' | 'charge.chargeback',
    amount: number | null,
    reference: string | undefined,
    action: 'refund' | 'cancel',
  ): Parameters<Emit>[] {
    const { charge } = record;
    if (charge.status !== 'paid' && charge.status !== 'approved') {
      throw new PaymentError(
        'invalid_state',
        action === 'refund'
          ? 'Só é possível estornar cobranças pagas ou aprovadas.'
          : 'Esta cobrança não pode mais ser cancelada.',
      );
    }
    const already = charge.refundedCents ?? 0;
    const left = charge.amountCents - already;
    const part = amount ?? left;
    if (!Number.isSafeInteger(part) || part <= 0 || part > left) {
      throw new PaymentError('invalid_amount', 'O valor do estorno é maior que o saldo da cobrança.');
    }
    charge.refundedCents = already + part;
    if (charge.refundedCents === charge.amountCents) charge.status = 'refunded';
    charge.updatedAt = nowIso();
    return [[type, charge, { refundedCents: charge.refundedCents, ...(reference ? { reference } : {}) }]];
  }

  const driver: SandboxPaymentDriver = {
    name: 'sandbox',

    async createPixCharge(input: CreatePixChargeInput): Promise<PixCharge> {
      const expiresIn = checkPixChargeInput(input);

      const chargeId = newChargeId();
      const txid = chargeId.replace('_', '').slice(0, 25);
      const pixPayload = buildPixPayload({
        key: receiver.key,
        merchantName: receiver.merchantName,
        merchantCity: receiver.merchantCity,
        amountCents: input.amountCents,
        txid,
        description: `Pedido ${input.orderRef}`,
      });
      const now = clock.now();
      const charge: PixCharge = {
        chargeId,
        method: 'pix',
        orderRef: input.orderRef,
        amountCents: input.amountCents,
        status: 'pending',
        customerId: input.customer.id,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        paidAt: null,
        pixPayload,
        // Drawing the PNG takes longer than the rest of the charge: whoever shows the code draws it
        // (pixQrCodeDataUrl), when it is shown.
        qrCode: null,
        txid,
        expiresAt: new Date(now.getTime() + expiresIn * 1000).toISOString(),
      };
      await store.insert({ charge, version: 0 });
      return structuredClone(charge);
    },

    async createCardCharge(input: CreateCardChargeInput): Promise<CardCharge> {
      const option = checkCardChargeInput(input, plan);

      const saved = 'cardId' in input.card ? await vault.find(input.customer.id, input.card.cardId) : null;
      const outcome = sandboxCardOutcome(input, saved, clock);
      const { status, reasonCode, card } = outcome;
      const now = clock.now();
      const charge: CardCharge = {
        chargeId: newChargeId(),
        method: 'card',
        orderRef: input.orderRef,
        amountCents: input.amountCents,
        status,
        customerId: input.customer.id,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        paidAt: status === 'approved' ? now.toISOString() : null,
        installments: option.installments,
        totalCents: option.totalCents,
        installmentAmountsCents: option.amountsCents,
        card,
        reasonCode,
        message: reasonMessage(reasonCode),
      };
      const record: SandboxChargeRecord = { charge, version: 0 };
      if (status === 'pending') {
        record.settleAt = now.getTime() + settleMs;
        record.settleTo = outcome.settleTo;
      }
      await store.insert(record);
      if (status === 'approved') emit('charge.paid', charge);
      if (status === 'refused') emit('charge.refused', charge);
      return structuredClone(charge);
    },

    async getCharge(chargeId) {
      if (!(await store.get(chargeId))) return null;
      return update(chargeId, due);
    },

    async cancelCharge(chargeId) {
      return update(
        chargeId,
        afterDue((record) => {
          if (record.charge.status === 'pending') {
            record.charge.status = 'canceled';
            record.charge.updatedAt = nowIso();
            record.settleAt = undefined;
            record.settleTo = undefined;
            return [];
          }
          return giveBack(record, 'charge.refunded', null, undefined, 'cancel');
        }),
      );
    },

    async refundCharge(chargeId) {
      return update(
        chargeId,
        afterDue((record) => giveBack(record, 'charge.refunded', null, undefined, 'refund')),
      );
    },

    async refundPart(chargeId, amountCents, reference) {
      return update(
        chargeId,
        afterDue((record) => giveBack(record, 'charge.refunded', amountCents, reference, 'refund')),
      );
    },

    async simulateChargeback(chargeId) {
      return update(
        chargeId,
        afterDue((record) => {
          if (record.charge.method !== 'card') {
            throw new PaymentError('invalid_state', 'Só cobranças de cartão sofrem contestação.');
          }
          return giveBack(record, 'charge.chargeback', null, undefined, 'refund');
        }),
      );
    },

    async installmentOptions(amountCents) {
      checkAmount(amountCents);
      return computeInstallmentOptions(amountCents, plan);
    },

    async saveCard(input) {
      if (typeof input.customerId !== 'string' || input.customerId.trim() === '') {
        throw new PaymentError('invalid_customer', 'Informe o cliente dono do cartão.');
      }
      // The card as the browser's sandbox tokenizer described it; the metadata beside the token is not trusted.
      const card = readSandboxToken(input.card);
      checkCardToken(
        { token: input.card.token, holder: card.holder, expMonth: card.exp_month, expYear: card.exp_year },
        clock,
      );
      const entry = vaultedCard(input.customerId, card);
      await vault.insert(entry);
      return toSavedCard(entry);
    },

    async listCards(customerId) {
      return (await vault.list(customerId)).map(toSavedCard);
    },

    async deleteCard(customerId, cardId) {
      return vault.remove(customerId, cardId);
    },

    async simulatePixPaid(chargeId) {
      const charge = await update(
        chargeId,
        afterDue((record) => {
          const { charge } = record;
          if (charge.method !== 'pix') {
            throw new PaymentError('invalid_state', 'Esta cobrança não é um PIX.');
          }
          if (charge.status === 'expired') {
            throw new PaymentError(
              'pix_expired',
              'Este PIX expirou e não pode mais ser pago. Gere um novo código.',
            );
          }
          if (charge.status !== 'pending') {
            throw new PaymentError('invalid_state', 'Esta cobrança PIX não está aguardando pagamento.');
          }
          charge.status = 'paid';
          charge.paidAt = nowIso();
          charge.updatedAt = charge.paidAt;
          return [['charge.paid', charge]];
        }),
      );
      return charge as PixCharge;
    },

    async processDue() {
      let changed = 0;
      for (const record of await store.pending()) {
        const before = record.charge.status;
        const after = await update(record.charge.chargeId, due).catch(() => null);
        if (after && after.status !== before) changed++;
      }
      return changed;
    },

    async chargesFor(orderRef) {
      const records = await store.byOrderRef(orderRef);
      const charges: Charge[] = [];
      for (const record of records) charges.push(await update(record.charge.chargeId, due));
      return charges;
    },
  };
  return driver;
}
