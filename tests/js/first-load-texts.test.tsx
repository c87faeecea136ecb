import { resolve } from 'node:path';
import { texts } from 'virtual:first-load-texts';
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { translate, translateChoice } from '@/lib/i18n';
import { I18nContext } from '@/lib/useI18n';
import HomeIndex from '@/Pages/Home/Index';
import {
  BUNDLED_LOCALE,
  FIRST_LOAD_PAGES,
  firstLoadFiles,
  firstLoadTexts,
  keysUsedBy,
} from '../../scripts/vite/firstLoadTexts';
import { banners, categories, dragon, ok, productsPage, result } from './catalogue/fixtures';
import { mockCatalogue } from './catalogue/support';
import { renderPage } from './support/render';

// What the first paint runs: the parts loaded on demand (Deferred) stay out, as they do in the browser
// until their chunk arrives.
vi.mock('@/lib/deferred', () => ({
  Deferred: ({ placeholder }: { placeholder?: ReactElement }) => placeholder ?? null,
}));

const root = resolve(__dirname, '../..');
const relative = (files: string[]) => files.map((f) => f.replace(`${root}/resources/js/`, ''));

describe('the texts bundled for the first load of /', () => {
  it('are what the build scan finds: the first load’s sources, not the pages or the lazy parts', () => {
    expect(texts).toEqual(firstLoadTexts(root));
    const files = relative(firstLoadFiles(root));
    expect(files).toEqual(
      expect.arrayContaining([
        'app.tsx',
        'boot.tsx',
        'Pages/Home/Index.tsx',
        'Layouts/AppShell.tsx',
        'Components/Header/SearchBox.tsx',
      ]),
    );
    for (const lazy of [
      'Components/Header/Footer.tsx',
      'Components/Header/SuggestionOptions.tsx',
      'Pages/Home/Partials/Rankings.tsx',
      'Pages/Product/List.tsx',
      'types/catalogue.ts', // type-only imports do not run
    ])
      expect(files).not.toContain(lazy);
    expect(FIRST_LOAD_PAGES).toEqual(['Home/Index']);
    const bundled = Object.keys(texts[BUNDLED_LOCALE]);
    expect(bundled).toContain('home.featured');
    expect(bundled).toContain('header.search_placeholder');
    expect(bundled).not.toContain('footer.questions');
    expect(bundled).not.toContain('checkout.address_title');
  });

  it('takes a key named by a literal or begun by a template literal', () => {
    const table = {
      'a.one': '1',
      'a.two': '2',
      'cond.NM': 'Quase nova',
      'cond.SP': 'Levemente usada',
      b: 'x',
    };
    // A source text, not code: its template literals are what the scan reads.
    const source = [
      't(\'a.one\'); const k = "b";',
      't(`cond.$',
      '{c}`); t(`a.$',
      "{x}`.length); 'a.three'",
    ].join('');
    expect(keysUsedBy([source], table).sort()).toEqual(['a.one', 'a.two', 'b', 'cond.NM', 'cond.SP']);
    expect(keysUsedBy(["t('nothing.here')"], table)).toEqual([]);
  });

  it('cover every text the shell and the home page ask for in their first paint', async () => {
    mockCatalogue({
      'GET /v1/1/banners': result(banners),
      'GET /v1/1/categories': result(categories),
      'GET /v1/bannerAds': result([]),
      'POST /v1/1/products/paginate': ok(productsPage([dragon])),
    });
    const asked = new Set<string>();
    const recording = {
      t: (key: string, replacements?: Record<string, string | number>) => {
        asked.add(key);
        return translate(key, replacements);
      },
      tChoice: (key: string, count: number) => {
        asked.add(key);
        return translateChoice(key, count);
      },
      loading: false,
      isLocale: () => true,
      getLocales: () => ['pt_BR'],
      currentLocale: () => 'pt_BR',
      setLocale: () => {},
    };
    renderPage(HomeIndex, {
      url: '/',
      // The first paint as the server renders it: everything but the deferred rankings and calendar.
      props: {
        banners,
        categories: categories.filter((c) => c.parent_id === null),
        storeAds: [],
        featured: [dragon],
        newest: [dragon],
      },
      wrap: (ui) => <I18nContext.Provider value={recording}>{ui}</I18nContext.Provider>,
    });
    await screen.findAllByText(dragon.name);
    await waitFor(() => expect(screen.getByTestId('home-featured')).toBeInTheDocument());
    await act(async () => {});
    expect(asked.size).toBeGreaterThan(10);
    expect([...asked].filter((key) => !(key in texts[BUNDLED_LOCALE]))).toEqual([]);
  });
});
