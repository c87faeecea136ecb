import { randomUUID } from 'node:crypto';
import { buildPixPayload } from '../pix/payload.js';
import { type Clock, systemClock } from '../shared/clock.js';
import { CardVault, toSavedCard } from './card-vault.js';
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
  /** Receives every webhook event (charge.paid, .refused, .expired, .refunded). */
  onEvent?: PaymentEventHandler;
  /** Called when onEvent throws or rejects. Default: console.error. */
  onEventError?: (error: unknown, event: PaymentEvent) => void;
  /** Receiver of the PIX codes. Defaults to a sandbox random key in São Paulo. */
  pix?: Partial<SandboxPixReceiver>;
  installmentPlan?: InstallmentPlan;
  /** How long the "pending" test cards stay in analysis. Default 60 seconds. */
  pendingCardSettleSeconds?: number;
}

export interface SandboxPaymentDriver extends HostPaymentDriver {
  /** Demo helper: marks a pending PIX charge as paid, as if the buyer had paid it. */
  simulatePixPaid(chargeId: string): Promise<PixCharge>;
  /**
   * Applies every time-based transition that is due (PIX expiry, pending card settlement),
   * emitting its events. The host may call it on a timer; reads apply them too.
   * Returns how many charges changed.
   */
  processDue(): Promise<number>;
}

export const DEFAULT_SANDBOX_PIX: Readonly<SandboxPixReceiver> = {
  key: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
  merchantName: 'Marketplace de Cartas',
  merchantCity: 'São Paulo',
};

interface ChargeRecord {
  charge: Charge;
  /** Pending test card: epoch ms when it settles, and how. */
  settleAt?: number;
  settleTo?: 'approve' | 'refuse';
}

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
  const records = new Map<string, ChargeRecord>();
  const vault = new CardVault();

  const nowIso = () => clock.now().toISOString();
  const copy = <T extends Charge>(charge: T): T => structuredClone(charge);
  const newChargeId = () => `ch_${randomUUID().replace(/-/g, '').slice(0, 24)}`;

  function recordOf(chargeId: string): ChargeRecord {
    const record = records.get(chargeId);
    if (!record) throw new PaymentError('charge_not_found', 'Cobrança não encontrada.');
    return record;
  }

  /** Applies due time-based transitions to one charge; true when it changed. */
  function refresh(record: ChargeRecord): boolean {
    const { charge } = record;
    const now = clock.now();
    if (charge.status !== 'pending') return false;

    if (charge.method === 'pix' && now.getTime() >= Date.parse(charge.expiresAt)) {
      charge.status = 'expired';
      charge.updatedAt = now.toISOString();
      emit('charge.expired', charge);
      return true;
    }
    if (charge.method === 'card' && record.settleAt !== undefined && now.getTime() >= record.settleAt) {
      const approve = record.settleTo === 'approve';
      charge.status = approve ? 'approved' : 'refused';
      charge.reasonCode = approve ? 'approved' : 'generic_decline';
      charge.message = reasonMessage(charge.reasonCode);
      charge.updatedAt = now.toISOString();
      if (approve) charge.paidAt = charge.updatedAt;
      record.settleAt = undefined;
      emit(approve ? 'charge.paid' : 'charge.refused', charge);
      return true;
    }
    return false;
  }

  function settledOrFail(record: ChargeRecord, action: 'refund' | 'cancel'): Charge {
    const { charge } = record;
    if (charge.status === 'paid' || charge.status === 'approved') {
      charge.status = 'refunded';
      charge.updatedAt = nowIso();
      emit('charge.refunded', charge);
      return copy(charge);
    }
    throw new PaymentError(
      'invalid_state',
      action === 'refund'
        ? 'Só é possível estornar cobranças pagas ou aprovadas.'
        : 'Esta cobrança não pode mais ser cancelada.',
    );
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
      records.set(chargeId, { charge });
      return copy(charge);
    },

    async createCardCharge(input: CreateCardChargeInput): Promise<CardCharge> {
      const option = checkCardChargeInput(input, plan);

      const outcome = sandboxCardOutcome(input, vault, clock);
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
      const record: ChargeRecord = { charge };
      if (status === 'pending') {
        record.settleAt = now.getTime() + settleMs;
        record.settleTo = outcome.settleTo;
      }
      records.set(charge.chargeId, record);
      if (status === 'approved') emit('charge.paid', charge);
      if (status === 'refused') emit('charge.refused', charge);
      return copy(charge);
    },

    async getCharge(chargeId) {
      const record = records.get(chargeId);
      if (!record) return null;
      refresh(record);
      return copy(record.charge);
    },

    async cancelCharge(chargeId) {
      const record = recordOf(chargeId);
      refresh(record);
      if (record.charge.status === 'pending') {
        record.charge.status = 'canceled';
        record.charge.updatedAt = nowIso();
        record.settleAt = undefined;
        return copy(record.charge);
      }
      return settledOrFail(record, 'cancel');
    },

    async refundCharge(chargeId) {
      const record = recordOf(chargeId);
      refresh(record);
      return settledOrFail(record, 'refund');
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
      return toSavedCard(vault.store(input.customerId, card));
    },

    async listCards(customerId) {
      return vault.list(customerId).map(toSavedCard);
    },

    async deleteCard(customerId, cardId) {
      return vault.remove(customerId, cardId);
    },

    async simulatePixPaid(chargeId) {
      const record = recordOf(chargeId);
      refresh(record);
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
      emit('charge.paid', charge);
      return copy(charge);
    },

    async processDue() {
      let changed = 0;
      for (const record of records.values()) if (refresh(record)) changed++;
      return changed;
    },
  };
  return driver;
}
