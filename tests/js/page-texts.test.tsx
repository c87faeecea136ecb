import { renderToString } from 'react-dom/server';

/*
 * The texts a server-rendered page used travel with its HTML (lib/i18n.ts): the server records the
 * keys its render looked up, the browser adopts their texts and hydrates without the whole lang file.
 * Each test imports a fresh lib/i18n.ts (tests/js/setup.ts loaded the whole file into the shared one).
 */
async function freshI18n() {
  vi.resetModules();
  return import('@/lib/i18n');
}

type I18n = Awaited<ReturnType<typeof freshI18n>>;

/** A screen's texts, read through the given (fresh) module. */
function Screen({ i18n }: { i18n: I18n }) {
  return (
    <p>
      {i18n.translate('checkout.address_title')} {i18n.translateChoice('home.free_shipping_stores', 2)}
    </p>
  );
}

afterEach(() => {
  document.getElementById('page-texts')?.remove();
});

describe('the texts a server-rendered page used', () => {
  it('are the keys its render looked up, with their texts, and nothing else', async () => {
    const i18n = await freshI18n();
    await i18n.loadTexts('pt_BR');
    const { result, keys } = i18n.recordingTexts(() => renderToString(<Screen i18n={i18n} />));
    expect(result).toContain('Endereço de entrega');
    expect(keys.sort()).toEqual(['checkout.address_title', 'home.free_shipping_stores']);
    // Nothing is recorded outside a render.
    i18n.translate('home.featured');
    const script = i18n.pageTextsScript(keys, 'pt_BR');
    const json = script.replace(/^<script type="application\/json" id="page-texts">|<\/script>$/g, '');
    expect(JSON.parse(json)).toEqual({
      locale: 'pt_BR',
      texts: {
        'checkout.address_title': 'Endereço de entrega',
        'home.free_shipping_stores': i18n.translate('home.free_shipping_stores'),
      },
    });
  });

  it('cannot close the script element they travel in', async () => {
    const i18n = await freshI18n();
    await i18n.loadTexts('pt_BR');
    const { keys } = i18n.recordingTexts(() => i18n.translate('</script><b>x'));
    // A key found nowhere is not sent (it reads as itself on both sides).
    expect(i18n.pageTextsScript(keys, 'pt_BR')).not.toContain('</script><b>');
  });

  it('are read by the browser at once, without the whole file, and only in their locale', async () => {
    const server = await freshI18n();
    await server.loadTexts('pt_BR');
    const { keys } = server.recordingTexts(() => server.translate('checkout.address_title'));
    document.body.insertAdjacentHTML('beforeend', server.pageTextsScript(keys, 'pt_BR'));

    const browser = await freshI18n();
    expect(browser.adoptPageTexts('en')).toBe(false);
    expect(browser.adoptPageTexts('pt_BR')).toBe(true);
    expect(browser.translate('checkout.address_title')).toBe('Endereço de entrega');
    expect(browser.textsReady('pt_BR')).toBe(false);
    // Read once: the element leaves the document.
    expect(document.getElementById('page-texts')).toBeNull();
  });

  it('are not there when the server sent none', async () => {
    const browser = await freshI18n();
    expect(browser.adoptPageTexts('pt_BR')).toBe(false);
  });
});

describe('the whole file arriving later', () => {
  it('re-renders nothing when no text was missing, and re-renders once when one was', async () => {
    const i18n = await freshI18n();
    const listener = vi.fn();
    i18n.textsStore.subscribe(listener);
    await i18n.loadTexts('pt_BR');
    expect(listener).not.toHaveBeenCalled();

    const again = await freshI18n();
    const other = vi.fn();
    again.textsStore.subscribe(other);
    expect(again.translate('checkout.address_title')).toBe('');
    await again.loadTexts('pt_BR');
    expect(other).toHaveBeenCalledTimes(1);
    expect(again.translate('checkout.address_title')).toBe('Endereço de entrega');
  });
});
