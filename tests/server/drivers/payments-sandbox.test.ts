import { describe, expect, it } from 'vitest';
import {
  type CardToken,
  createSandboxPaymentDriver,
  detectCardBrand,
  isChargeSettled,
  memoryChargeStore,
  PaymentError,
  type PaymentEvent,
} from '../../../server/drivers/payments/index.js';
import { parsePixPayload, pixQrCodeDataUrl } from '../../../server/drivers/pix/index.js';
import { manualClock } from '../../../server/drivers/shared/clock.js';
import {
  encodeSandboxToken,
  makeSandboxToken,
  type SandboxTokenPayload,
} from '../../../shared/cardTokenizer/sandboxToken.ts';

const customer = { id: 'cus_1', name: 'Ana Souza', email: 'ana@example.com', document: '529.982.247-25' };
const TODAY = new Date('2025-01-15T12:00:00.000Z');
const tokenOf = (token: string, p: SandboxTokenPayload): CardToken => ({
  token,
  brand: p.brand,
  last4: p.last4,
  holder: p.holder,
  expMonth: p.exp_month,
  expYear: p.exp_year,
});
/** A card as the browser's sandbox tokenizer hands it to the host: a token, never the number. */
const card = (
  number: string,
  extra: { holder?: string; expMonth?: number; expYear?: number; cvv?: string } = {},
): CardToken => {
  const made = makeSandboxToken(
    {
      number,
      holder: extra.holder ?? 'Ana Souza',
      expMonth: extra.expMonth ?? 12,
      expYear: extra.expYear ?? 2030,
      cvv: extra.cvv ?? '123',
    },
    TODAY,
  );
  if (!made.ok) throw new Error(made.problems.join());
  return tokenOf(made.token, made.payload);
};
/** A token the browser would not make (an expired card), written by hand as anyone can. */
const forged = (number: string, expMonth: number, expYear: number): CardToken => {
  const digits = number.replace(/\D/g, '');
  const payload: SandboxTokenPayload = {
    v: 1,
    brand: detectCardBrand(digits),
    last4: digits.slice(-4),
    holder: 'ANA SOUZA',
    exp_month: expMonth,
    exp_year: expYear,
    behaviour: 'approve',
    nonce: 'n',
  };
  return tokenOf(encodeSandboxToken(payload), payload);
};

function setup() {
  const clock = manualClock('2025-01-15T12:00:00.000Z');
  const events: PaymentEvent[] = [];
  const driver = createSandboxPaymentDriver({ clock, onEvent: (event) => void events.push(event) });
  return { clock, events, driver };
}

async function rejection(promise: Promise<unknown>): Promise<PaymentError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PaymentError) return error;
    throw error;
  }
  throw new Error('expected a PaymentError');
}

describe('PIX charges', () => {
  it('creates a pending charge with a real BR Code and expiry, leaving the QR image to whoever shows it', async () => {
    const { driver } = setup();
    const charge = await driver.createPixCharge({
      orderRef: 'PED-1',
      amountCents: 4590,
      expiresInSeconds: 600,
      customer,
    });
    expect(charge.status).toBe('pending');
    expect(charge.method).toBe('pix');
    expect(charge.chargeId).toMatch(/^ch_/);
    expect(charge.expiresAt).toBe('2025-01-15T12:10:00.000Z');
    expect(charge.qrCode).toBeNull();
    expect(await pixQrCodeDataUrl(charge.pixPayload)).toMatch(/^data:image\/png;base64,/);
    const parsed = parsePixPayload(charge.pixPayload);
    expect(parsed).toMatchObject({ kind: 'static', amountCents: 4590, txid: charge.txid });
    expect(charge.txid).toMatch(/^[A-Za-z0-9]{1,25}$/);
  });

  it('defaults to 30 minutes of validity', async () => {
    const { driver } = setup();
    const charge = await driver.createPixCharge({ orderRef: 'PED-1', amountCents: 100, customer });
    expect(charge.expiresAt).toBe('2025-01-15T12:30:00.000Z');
  });

  it('is paid through simulatePixPaid, emitting charge.paid', async () => {
    const { driver, events, clock } = setup();
    const charge = await driver.createPixCharge({
      orderRef: 'PED-2',
      amountCents: 4590,
      expiresInSeconds: 600,
      customer,
    });
    clock.advanceSeconds(120);
    const paid = await driver.simulatePixPaid(charge.chargeId);
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).toBe('2025-01-15T12:02:00.000Z');
    expect(isChargeSettled(paid)).toBe(true);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'charge.paid',
      chargeId: charge.chargeId,
      orderRef: 'PED-2',
      amountCents: 4590,
      at: '2025-01-15T12:02:00.000Z',
    });
    expect((await driver.getCharge(charge.chargeId))?.status).toBe('paid');
    expect((await rejection(driver.simulatePixPaid(charge.chargeId))).code).toBe('invalid_state');
  });

  it('expires at expiresAt with an injected clock, emitting charge.expired once', async () => {
    const { driver, events, clock } = setup();
    const charge = await driver.createPixCharge({
      orderRef: 'PED-3',
      amountCents: 1000,
      expiresInSeconds: 600,
      customer,
    });
    clock.advanceSeconds(599);
    expect((await driver.getCharge(charge.chargeId))?.status).toBe('pending');
    clock.advanceSeconds(1);
    expect((await driver.getCharge(charge.chargeId))?.status).toBe('expired');
    expect((await driver.getCharge(charge.chargeId))?.status).toBe('expired');
    expect(events.map((e) => e.type)).toEqual(['charge.expired']);
    expect(events[0].at).toBe('2025-01-15T12:10:00.000Z');
  });

  it('cannot be paid after it expired', async () => {
    const { driver, clock } = setup();
    const charge = await driver.createPixCharge({
      orderRef: 'PED-4',
      amountCents: 1000,
      expiresInSeconds: 60,
      customer,
    });
    clock.advanceSeconds(61);
    const error = await rejection(driver.simulatePixPaid(charge.chargeId));
    expect(error.code).toBe('pix_expired');
    expect(error.message).toMatch(/expirou/);
  });

  it('processDue expires overdue charges without a read', async () => {
    const { driver, events, clock } = setup();
    await driver.createPixCharge({ orderRef: 'A', amountCents: 1000, expiresInSeconds: 60, customer });
    await driver.createPixCharge({ orderRef: 'B', amountCents: 1000, expiresInSeconds: 600, customer });
    clock.advanceSeconds(120);
    expect(await driver.processDue()).toBe(1);
    expect(events.map((e) => [e.type, e.orderRef])).toEqual([['charge.expired', 'A']]);
    expect(await driver.processDue()).toBe(0);
  });

  it('cancels a pending PIX; refunds a paid one with charge.refunded', async () => {
    const { driver, events } = setup();
    const pending = await driver.createPixCharge({ orderRef: 'C', amountCents: 1000, customer });
    expect((await driver.cancelCharge(pending.chargeId)).status).toBe('canceled');
    expect((await rejection(driver.simulatePixPaid(pending.chargeId))).code).toBe('invalid_state');

    const paid = await driver.createPixCharge({ orderRef: 'D', amountCents: 2500, customer });
    await driver.simulatePixPaid(paid.chargeId);
    expect((await driver.cancelCharge(paid.chargeId)).status).toBe('refunded');
    expect(events.map((e) => e.type)).toEqual(['charge.paid', 'charge.refunded']);
    expect((await rejection(driver.refundCharge(paid.chargeId))).code).toBe('invalid_state');
  });

  it('validates the request', async () => {
    const { driver } = setup();
    expect((await rejection(driver.createPixCharge({ orderRef: 'X', amountCents: 0, customer }))).code).toBe(
      'invalid_amount',
    );
    expect(
      (await rejection(driver.createPixCharge({ orderRef: 'X', amountCents: 99.5, customer }))).code,
    ).toBe('invalid_amount');
    expect((await rejection(driver.createPixCharge({ orderRef: '', amountCents: 100, customer }))).code).toBe(
      'invalid_order_ref',
    );
    expect(
      (
        await rejection(
          driver.createPixCharge({ orderRef: 'X', amountCents: 100, expiresInSeconds: 0, customer }),
        )
      ).code,
    ).toBe('invalid_expiration');
    expect((await rejection(driver.cancelCharge('nope'))).code).toBe('charge_not_found');
    expect(await driver.getCharge('nope')).toBeNull();
  });
});

describe('card charges with the sandbox test cards', () => {
  it('approves 4000 0000 0000 0010 and emits charge.paid', async () => {
    const { driver, events } = setup();
    const charge = await driver.createCardCharge({
      orderRef: 'PED-10',
      amountCents: 15_000,
      installments: 1,
      card: card('4000 0000 0000 0010'),
      customer,
    });
    expect(charge).toMatchObject({
      status: 'approved',
      reasonCode: 'approved',
      message: 'Pagamento aprovado.',
      totalCents: 15_000,
      installmentAmountsCents: [15_000],
      card: { brand: 'visa', last4: '0010', holder: 'ANA SOUZA' },
      paidAt: '2025-01-15T12:00:00.000Z',
    });
    expect(events.map((e) => e.type)).toEqual(['charge.paid']);
    expect(JSON.stringify(charge)).not.toContain('4000000000000010');
    expect(JSON.stringify(charge)).not.toContain('"123"');
  });

  it('approves any other Luhn-valid number', async () => {
    const { driver } = setup();
    const charge = await driver.createCardCharge({
      orderRef: 'P',
      amountCents: 500,
      installments: 1,
      card: card('5555555555554444'),
      customer,
    });
    expect(charge.status).toBe('approved');
    expect(charge.card.brand).toBe('mastercard');
  });

  it.each([
    ['4000000000009995', 'insufficient_funds', /saldo ou limite insuficiente/],
    ['4100000000000019', 'suspected_fraud', /suspeita de fraude/],
    ['4000000000000028', 'generic_decline', /não autorizado pelo emissor/],
  ])('refuses %s with %s and a Portuguese message', async (number, reasonCode, message) => {
    const { driver, events } = setup();
    const charge = await driver.createCardCharge({
      orderRef: 'PED-11',
      amountCents: 9_900,
      installments: 1,
      card: card(number),
      customer,
    });
    expect(charge.status).toBe('refused');
    expect(charge.reasonCode).toBe(reasonCode);
    expect(charge.message).toMatch(message);
    expect(charge.paidAt).toBeNull();
    expect(events.map((e) => e.type)).toEqual(['charge.refused']);
    expect(isChargeSettled(charge)).toBe(false);
  });

  it('bad card data never becomes a token; an expired token is refused, a raw number is an error', async () => {
    const problems = (number: string, cvv = '123', expYear = 2030) => {
      const made = makeSandboxToken({ number, holder: 'Ana Souza', expMonth: 12, expYear, cvv }, TODAY);
      return made.ok ? [] : made.problems;
    };
    expect(problems('4111111111111112')).toEqual(['number']);
    expect(problems('4111111111111111', '12a')).toEqual(['cvv']);
    expect(problems('378282246310005', '123')).toEqual(['cvv']);
    expect(problems('4111111111111111', '123', 2024)).toEqual(['expired']);
    expect(problems('9999999999999995')).toEqual(['brand']);

    const { driver } = setup();
    const charge = (c: CardToken) =>
      driver.createCardCharge({ orderRef: 'P', amountCents: 1000, installments: 1, card: c, customer });
    expect((await charge(forged('4111111111111111', 12, 2024))).reasonCode).toBe('expired_card');
    const raw = await rejection(charge({ ...card('4111111111111111'), token: '4111111111111111' }));
    expect(raw.code).toBe('invalid_card');
    expect(raw.message).toMatch(/não reconhecido/);
  });

  it('keeps 4000 0000 0000 0036 pending, then approves it after the settle delay', async () => {
    const { driver, events, clock } = setup();
    const charge = await driver.createCardCharge({
      orderRef: 'PED-12',
      amountCents: 2_000,
      installments: 1,
      card: card('4000000000000036'),
      customer,
    });
    expect(charge.status).toBe('pending');
    expect(charge.reasonCode).toBe('in_analysis');
    expect(charge.message).toMatch(/em análise/);
    expect(events).toHaveLength(0);

    clock.advanceSeconds(59);
    expect((await driver.getCharge(charge.chargeId))?.status).toBe('pending');
    clock.advanceSeconds(1);
    const settled = await driver.getCharge(charge.chargeId);
    expect(settled).toMatchObject({
      status: 'approved',
      reasonCode: 'approved',
      paidAt: '2025-01-15T12:01:00.000Z',
    });
    expect(events.map((e) => e.type)).toEqual(['charge.paid']);
  });

  it('keeps 4000 0000 0000 0044 pending, then refuses it', async () => {
    const { driver, events, clock } = setup();
    const charge = await driver.createCardCharge({
      orderRef: 'PED-13',
      amountCents: 2_000,
      installments: 1,
      card: card('4000000000000044'),
      customer,
    });
    clock.advanceSeconds(60);
    expect(await driver.processDue()).toBe(1);
    expect((await driver.getCharge(charge.chargeId))?.status).toBe('refused');
    expect(events.map((e) => e.type)).toEqual(['charge.refused']);
  });

  it('a pending card charge can be canceled and then never settles', async () => {
    const { driver, events, clock } = setup();
    const charge = await driver.createCardCharge({
      orderRef: 'P',
      amountCents: 2_000,
      installments: 1,
      card: card('4000000000000036'),
      customer,
    });
    expect((await driver.cancelCharge(charge.chargeId)).status).toBe('canceled');
    clock.advanceSeconds(3600);
    expect((await driver.getCharge(charge.chargeId))?.status).toBe('canceled');
    expect(events).toHaveLength(0);
  });

  it('refunds an approved charge; a refused one cannot be refunded', async () => {
    const { driver, events } = setup();
    const approved = await driver.createCardCharge({
      orderRef: 'P',
      amountCents: 2_000,
      installments: 1,
      card: card('4111111111111111'),
      customer,
    });
    const refunded = await driver.refundCharge(approved.chargeId);
    expect(refunded.status).toBe('refunded');
    expect(events.map((e) => e.type)).toEqual(['charge.paid', 'charge.refunded']);

    const refused = await driver.createCardCharge({
      orderRef: 'P',
      amountCents: 2_000,
      installments: 1,
      card: card('4000000000009995'),
      customer,
    });
    const error = await rejection(driver.refundCharge(refused.chargeId));
    expect(error.code).toBe('invalid_state');
    expect(error.message).toMatch(/estornar/);
  });

  it('charges installments with interest from 4x, keeping the event amount at the order value', async () => {
    const { driver, events } = setup();
    const options = await driver.installmentOptions(10_000);
    expect(options).toHaveLength(12);
    const charge = await driver.createCardCharge({
      orderRef: 'P',
      amountCents: 10_000,
      installments: 4,
      card: card('4111111111111111'),
      customer,
    });
    expect(charge.installments).toBe(4);
    expect(charge.totalCents).toBe(options[3].totalCents);
    expect(charge.installmentAmountsCents.reduce((a, b) => a + b, 0)).toBe(charge.totalCents);
    expect(events[0].amountCents).toBe(10_000);
  });

  it('rejects installments not offered for the amount', async () => {
    const { driver } = setup();
    const charge = (installments: number) =>
      driver.createCardCharge({
        orderRef: 'P',
        amountCents: 1_200,
        installments,
        card: card('4111111111111111'),
        customer,
      });
    const error = await rejection(charge(3));
    expect(error.code).toBe('invalid_installments');
    expect(error.message).toBe('Parcelamento indisponível: para R$ 12,00 escolha de 1 a 2 parcelas.');
    expect((await rejection(charge(0))).code).toBe('invalid_installments');
    expect((await rejection(charge(13))).code).toBe('invalid_installments');
    expect((await charge(2)).status).toBe('approved');
  });

  it('a failing onEvent callback does not break the charge', async () => {
    const clock = manualClock();
    const failures: string[] = [];
    const driver = createSandboxPaymentDriver({
      clock,
      onEvent: () => {
        throw new Error('webhook down');
      },
      onEventError: (error, event) => failures.push(`${event.type}: ${(error as Error).message}`),
    });
    const charge = await driver.createCardCharge({
      orderRef: 'P',
      amountCents: 1000,
      installments: 1,
      card: card('4111111111111111'),
      customer,
    });
    expect(charge.status).toBe('approved');
    expect(failures).toEqual(['charge.paid: webhook down']);
  });

  it('returns copies: changing a returned charge does not change the stored one', async () => {
    const { driver } = setup();
    const charge = await driver.createPixCharge({ orderRef: 'P', amountCents: 1000, customer });
    charge.status = 'paid';
    expect((await driver.getCharge(charge.chargeId))?.status).toBe('pending');
  });
});

describe('saved cards', () => {
  it('keeps only brand, last 4, holder and expiry', async () => {
    const { driver } = setup();
    const saved = await driver.saveCard({ customerId: 'cus_1', card: card('5555 5555 5555 4444') });
    expect(saved).toEqual({
      cardId: expect.stringMatching(/^card_/),
      brand: 'mastercard',
      last4: '4444',
      holder: 'ANA SOUZA',
      expMonth: 12,
      expYear: 2030,
    });
    const listed = await driver.listCards('cus_1');
    expect(listed).toEqual([saved]);
    expect(JSON.stringify(listed)).not.toContain('5555555555554444');
    expect(Object.keys(listed[0]).sort()).toEqual([
      'brand',
      'cardId',
      'expMonth',
      'expYear',
      'holder',
      'last4',
    ]);
    expect(await driver.listCards('cus_2')).toEqual([]);
  });

  it('charges a saved card by id, without cvv, with the behaviour of its number', async () => {
    const { driver, events } = setup();
    const good = await driver.saveCard({ customerId: 'cus_1', card: card('4111111111111111') });
    const poor = await driver.saveCard({ customerId: 'cus_1', card: card('4000000000009995') });
    const ok = await driver.createCardCharge({
      orderRef: 'P1',
      amountCents: 3_000,
      installments: 2,
      card: { cardId: good.cardId },
      customer,
    });
    expect(ok).toMatchObject({ status: 'approved', card: { brand: 'visa', last4: '1111' } });
    const refused = await driver.createCardCharge({
      orderRef: 'P2',
      amountCents: 3_000,
      installments: 1,
      card: { cardId: poor.cardId },
      customer,
    });
    expect(refused.reasonCode).toBe('insufficient_funds');
    expect(events.map((e) => e.type)).toEqual(['charge.paid', 'charge.refused']);
  });

  it("cannot use another customer's card, nor a deleted one", async () => {
    const { driver } = setup();
    const saved = await driver.saveCard({ customerId: 'cus_1', card: card('4111111111111111') });
    const other = { ...customer, id: 'cus_2' };
    const error = await rejection(
      driver.createCardCharge({
        orderRef: 'P',
        amountCents: 1000,
        installments: 1,
        card: { cardId: saved.cardId },
        customer: other,
      }),
    );
    expect(error.code).toBe('card_not_found');
    expect(await driver.deleteCard('cus_2', saved.cardId)).toBe(false);
    expect(await driver.deleteCard('cus_1', saved.cardId)).toBe(true);
    expect(await driver.listCards('cus_1')).toEqual([]);
    expect(
      (
        await rejection(
          driver.createCardCharge({
            orderRef: 'P',
            amountCents: 1000,
            installments: 1,
            card: { cardId: saved.cardId },
            customer,
          }),
        )
      ).code,
    ).toBe('card_not_found');
  });

  it('refuses to save what is not a sandbox token, or an expired card, in Portuguese', async () => {
    const { driver } = setup();
    const error = await rejection(
      driver.saveCard({
        customerId: 'cus_1',
        card: { ...card('4111111111111111'), token: 'tok_other_gateway' },
      }),
    );
    expect(error.code).toBe('invalid_card');
    expect(error.message).toMatch(/Cartão não reconhecido/);
    expect(
      (await rejection(driver.saveCard({ customerId: 'cus_1', card: forged('4111111111111111', 12, 2020) })))
        .message,
    ).toMatch(/vencido/);
    expect(await driver.listCards('cus_1')).toEqual([]);
  });

  it('reads the card from the token, not from the metadata beside it', async () => {
    const { driver } = setup();
    const saved = await driver.saveCard({
      customerId: 'cus_1',
      card: { ...card('5555555555554444'), brand: 'visa', last4: '0000' },
    });
    expect(saved).toMatchObject({ brand: 'mastercard', last4: '4444' });
  });

  it('a saved card that has expired since is refused at charge time', async () => {
    const { driver, clock } = setup();
    const saved = await driver.saveCard({
      customerId: 'cus_1',
      card: card('4111111111111111', { expMonth: 2, expYear: 2025 }),
    });
    clock.set('2025-03-01T12:00:00Z');
    const charge = await driver.createCardCharge({
      orderRef: 'P',
      amountCents: 1000,
      installments: 1,
      card: { cardId: saved.cardId },
      customer,
    });
    expect(charge.reasonCode).toBe('expired_card');
  });
});

describe('refunds, chargebacks and the charge store', () => {
  it('refunds part of a paid charge for a store order, then the rest; the running total rides on each event', async () => {
    const { driver, events } = setup();
    const pix = await driver.createPixCharge({ orderRef: 'MC-000200', amountCents: 10000, customer });
    await driver.simulatePixPaid(pix.chargeId);
    const part = await driver.refundPart(pix.chargeId, 4000, 'MC-000200-2');
    expect(part).toMatchObject({ status: 'paid', refundedCents: 4000 });
    expect(events.at(-1)).toMatchObject({
      type: 'charge.refunded',
      refundedCents: 4000,
      reference: 'MC-000200-2',
    });
    expect((await rejection(driver.refundPart(pix.chargeId, 6001))).code).toBe('invalid_amount');
    const rest = await driver.refundCharge(pix.chargeId);
    expect(rest).toMatchObject({ status: 'refunded', refundedCents: 10000 });
    expect(events.at(-1)).toMatchObject({ type: 'charge.refunded', refundedCents: 10000 });
    expect((await rejection(driver.refundCharge(pix.chargeId))).code).toBe('invalid_state');
  });

  it('takes a card back on a chargeback (charge.chargeback); a PIX has none', async () => {
    const { driver, events } = setup();
    const charge = await driver.createCardCharge({
      orderRef: 'MC-000201',
      amountCents: 5000,
      installments: 1,
      card: card('4111 1111 1111 1111'),
      customer,
    });
    expect(charge.status).toBe('approved');
    expect(await driver.simulateChargeback(charge.chargeId)).toMatchObject({
      status: 'refunded',
      refundedCents: 5000,
    });
    expect(events.at(-1)).toMatchObject({ type: 'charge.chargeback', chargeId: charge.chargeId });
    const pix = await driver.createPixCharge({ orderRef: 'MC-000202', amountCents: 100, customer });
    await driver.simulatePixPaid(pix.chargeId);
    expect((await rejection(driver.simulateChargeback(pix.chargeId))).code).toBe('invalid_state');
  });

  it('keeps its charges in the store it is given: a second driver on it pays, and finds them by order', async () => {
    const clock = manualClock('2025-01-15T12:00:00.000Z');
    const store = memoryChargeStore();
    const first = createSandboxPaymentDriver({ clock, store });
    const pix = await first.createPixCharge({ orderRef: 'MC-000203', amountCents: 2500, customer });
    const events: PaymentEvent[] = [];
    const second = createSandboxPaymentDriver({ clock, store, onEvent: (e) => void events.push(e) });
    expect((await second.simulatePixPaid(pix.chargeId)).status).toBe('paid');
    expect(events.map((e) => e.type)).toEqual(['charge.paid']);
    // Paid once: the first driver, reading the same store, cannot pay it again.
    expect((await rejection(first.simulatePixPaid(pix.chargeId))).code).toBe('invalid_state');
    expect((await second.chargesFor('MC-000203')).map((c) => c.status)).toEqual(['paid']);
  });
});
