import { choose, replace } from '@/lib/i18n';

describe("Laravel's message forms (trans_choice) and placeholders", () => {
  const reviews = '{0} nenhuma avaliação|{1} :count avaliação|[2,*] :count avaliações';

  it('picks the form whose condition the count meets', () => {
    expect(choose(reviews, 0, 'pt_BR')).toBe('nenhuma avaliação');
    expect(choose(reviews, 1, 'pt_BR')).toBe(':count avaliação');
    expect(choose(reviews, 7, 'pt_BR')).toBe(':count avaliações');
    expect(choose('[1,19] poucos|[20,*] muitos', 20, 'pt_BR')).toBe('muitos');
  });

  it("picks a plain form by the locale's plural rules (0 is singular in pt-BR, plural in en)", () => {
    expect(choose('item|itens', 0, 'pt_BR')).toBe('item');
    expect(choose('item|itens', 1, 'pt_BR')).toBe('item');
    expect(choose('item|itens', 2, 'pt_BR')).toBe('itens');
    expect(choose('item|items', 0, 'en')).toBe('items');
    expect(choose('só um', 5, 'pt_BR')).toBe('só um');
  });

  it('replaces :name, :Name and :NAME', () => {
    expect(replace('Olá, :name! :Name :NAME', { name: 'bruna' })).toBe('Olá, bruna! Bruna BRUNA');
    expect(replace(':count dias', { count: 3 })).toBe('3 dias');
  });
});
