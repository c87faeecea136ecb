import { describe, expect, it } from 'vitest';
import {
  type PagbankChargeback,
  pagbankChargebackEvents,
  pagbankChargebackOf,
} from '../../../server/drivers/payments/index.js';
import {
  pagbankCardChargeSample,
  pagbankCardOrderSample,
  pagbankDeclinedChargeSample,
  pagbankPixOrderSample,
  pagbankPixPaidSample,
} from './payments-gateway-samples.js';

/** PagBank chargeback notifications read as events (docs/payments.md "PagBank chargebacks"). */

const now = new Date('2025-01-15T12:00:00.000Z');
const chargeback = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'CHBK_1',
  status,
  charge: { id: 'CHAR_9', reference_id: 'MC-000123' },
  amount: { value: 8000 },
  updated_at: '2025-01-14T10:00:00-03:00',
  ...extra,
});

describe('telling a chargeback from an order or a charge', () => {
  it('never takes an order or charge notification for a chargeback', () => {
    for (const body of [
      pagbankPixOrderSample(),
      pagbankPixPaidSample(),
      pagbankCardOrderSample,
      pagbankDeclinedChargeSample,
      pagbankCardChargeSample('CHAR_R', 'PAID', 8000),
    ]) {
      expect(pagbankChargebackOf(body)).toBeNull();
    }
  });

  it('reads one flat, nested or wrapped, and needs its id, status and charge', () => {
    expect(pagbankChargebackOf(chargeback('OPENED'))?.id).toBe('CHBK_1');
    expect(pagbankChargebackOf({ id: 'CHBK_2', status: 'LOST', charge_id: 'CHAR_9' })?.id).toBe('CHBK_2');
    expect(pagbankChargebackOf({ chargeback: chargeback('OPENED') })?.id).toBe('CHBK_1');
    expect(pagbankChargebackOf({ id: 'CHBK_3', status: 'OPENED' })).toBeNull();
    expect(pagbankChargebackOf({ id: 'CHBK_3', charge_id: 'CHAR_9' })).toBeNull();
    expect(pagbankChargebackOf(null)).toBeNull();
    expect(pagbankChargebackOf('text')).toBeNull();
  });
});

describe('the events of a chargeback', () => {
  const events = (body: Record<string, unknown>) =>
    pagbankChargebackEvents(pagbankChargebackOf(body) as PagbankChargeback, now);

  it('opened or lost: a chargeback of the whole charge, one event id per stage', () => {
    expect(events(chargeback('OPENED'))).toEqual([
      {
        id: 'pagbank:chargeback:CHBK_1:OPENED',
        type: 'charge.chargeback',
        chargeId: 'CHAR_9',
        orderRef: 'MC-000123',
        amountCents: 8000,
        at: '2025-01-14T13:00:00.000Z',
      },
    ]);
    const [lost] = events(chargeback('lost'));
    expect(lost).toMatchObject({ id: 'pagbank:chargeback:CHBK_1:LOST', type: 'charge.chargeback' });
    expect(lost?.refundedCents).toBeUndefined();
  });

  it('won or withdrawn: charge.chargeback_won; an unknown status: nothing', () => {
    expect(events(chargeback('WON')).map((e) => e.type)).toEqual(['charge.chargeback_won']);
    expect(events(chargeback('REVERSED')).map((e) => e.type)).toEqual(['charge.chargeback_won']);
    expect(events(chargeback('SOMETHING_NEW'))).toEqual([]);
  });

  it('takes the charge from charge_id when flat, and no reference when there is none', () => {
    const [event] = events({ id: 'CHBK_2', status: 'OPENED', charge_id: 'CHAR_7' });
    expect(event).toMatchObject({ chargeId: 'CHAR_7', orderRef: '', amountCents: 0, at: now.toISOString() });
  });
});
