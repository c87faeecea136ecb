import { act, render, screen } from '@testing-library/react';

/*
 * lib/i18n.ts as a first visit to / meets it: only the bundled part of pt_BR is there. Each test
 * imports fresh modules (tests/js/setup.ts loaded the whole file into the shared ones); the provider
 * and the hook come from the same fresh graph, so they share one context.
 */
async function freshI18n() {
  vi.resetModules();
  const i18n = await import('@/lib/i18n');
  const { default: I18nProvider } = await import('@/lib/I18nProvider');
  const { useLaravelReactI18n } = await import('@/lib/useI18n');
  return { ...i18n, I18nProvider, useLaravelReactI18n };
}

type Hook = Awaited<ReturnType<typeof freshI18n>>['useLaravelReactI18n'];

/** A bundled text and one that is not, and whether the provider says it is still loading. */
function Probe({ useI18n }: { useI18n: Hook }) {
  const { t, loading } = useI18n();
  return (
    <p data-testid="probe" data-loading={String(loading)}>
      {t('home.featured')}|{t('checkout.address_title')}
    </p>
  );
}

describe('translations loaded in two steps', () => {
  it('reads a bundled text at once; any other reads empty until the whole file is here', async () => {
    const i18n = await freshI18n();
    expect(i18n.textsReady('pt_BR')).toBe(false);
    expect(i18n.translate('home.featured')).toBe('Mais vendidas do mês');
    expect(i18n.translate('checkout.address_title')).toBe('');
    await i18n.loadTexts('pt_BR');
    expect(i18n.textsReady('pt_BR')).toBe(true);
    expect(i18n.translate('checkout.address_title')).toBe('Endereço de entrega');
    expect(i18n.translate('no.such.key')).toBe('no.such.key');
    expect(i18n.translate('search.search_for', { search: 'dragão' })).toBe('Buscar por “dragão”');
  });

  it('lets / render at once and makes every other screen wait for the whole file', async () => {
    const i18n = await freshI18n();
    expect(i18n.textsFor('Home/Index', 'pt_BR')).toBeNull();
    const waiting = i18n.textsFor('Product/List', 'pt_BR');
    expect(waiting).toBeInstanceOf(Promise);
    await waiting;
    expect(i18n.translate('checkout.address_title')).toBe('Endereço de entrega');
    expect(i18n.textsFor('Product/List', 'pt_BR')).toBeNull();
  });

  it('waits for the whole file, and the fallback, even for / in another locale', async () => {
    const i18n = await freshI18n();
    const waiting = i18n.textsFor('Home/Index', 'en');
    expect(waiting).toBeInstanceOf(Promise);
    await waiting;
    expect(i18n.translate('checkout.address_title', {}, 'en')).toBe('Delivery address');
  });

  it('takes a locale without a file of its own from the fallback', async () => {
    const i18n = await freshI18n();
    await i18n.textsFor('Product/List', 'es');
    expect(i18n.textsReady('es')).toBe(true);
    expect(i18n.translate('checkout.address_title', {}, 'es')).toBe('Delivery address');
    expect(i18n.translate('no.such.key', {}, 'es')).toBe('no.such.key');
  });

  it('pluralises with Laravel’s rules once they have loaded with the file', async () => {
    const i18n = await freshI18n();
    expect(i18n.translateChoice('home.free_shipping_stores', 2)).toBe('');
    await i18n.loadTexts('pt_BR');
    expect(i18n.translateChoice('home.free_shipping_stores', 0)).toBe('—');
    expect(i18n.translateChoice('home.free_shipping_stores', 1)).toBe('1 loja');
    expect(i18n.translateChoice('home.free_shipping_stores', 7)).toBe('7 lojas');
  });

  it('renders again when the file arrives: a text missing at first paint appears without a reload', async () => {
    const { I18nProvider, useLaravelReactI18n } = await freshI18n();
    render(
      <I18nProvider locale="pt_BR">
        <Probe useI18n={useLaravelReactI18n} />
      </I18nProvider>,
    );
    // The miss started the load; nothing else asked for it.
    expect(screen.getByTestId('probe')).toHaveTextContent('Mais vendidas do mês|');
    expect(screen.getByTestId('probe')).toHaveAttribute('data-loading', 'true');
    await act(async () => {});
    expect(await screen.findByText('Mais vendidas do mês|Endereço de entrega')).toHaveAttribute(
      'data-loading',
      'false',
    );
  });
});
