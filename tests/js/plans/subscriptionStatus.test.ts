import { subscriptionStatusKey } from '@/lib/subscriptionStatus';
import pt from '../../../lang/pt_BR.json';

const label = (status: string | null | undefined) =>
  (pt as Record<string, string>)[subscriptionStatusKey(status)];

describe('subscription status labels (spec section 4)', () => {
  it('gives every status its Portuguese label', () => {
    expect(label('active')).toBe('Ativo');
    expect(label('trial')).toBe('Em Teste');
    expect(label('overdue')).toBe('Atrasado');
    expect(label('pending_action')).toBe('Ação Pendente');
    expect(label('pending')).toBe('Pendente');
    expect(label('suspended')).toBe('Suspenso');
    expect(label('canceled')).toBe('Cancelado');
    expect(label('expired')).toBe('Expirado');
  });

  it('ignores case', () => {
    expect(label('ACTIVE')).toBe('Ativo');
    expect(label('Pending_Action')).toBe('Ação Pendente');
  });

  it('missing or unknown → Desconhecido', () => {
    expect(label(undefined)).toBe('Desconhecido');
    expect(label(null)).toBe('Desconhecido');
    expect(label('')).toBe('Desconhecido');
    expect(label('paused')).toBe('Desconhecido');
  });
});
