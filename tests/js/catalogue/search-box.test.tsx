import { router } from '@inertiajs/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueApi } from '@/api/catalogue';
import type { SearchSuggestion } from '@/types/catalogue';
import { fail, result } from './fixtures';
import { mockCatalogue, renderScreen } from './support';

const SUGGEST = 'GET /v1/1/search-suggestions';
const suggestions: SearchSuggestion[] = [
  {
    code: 101,
    name: 'Dragão Ancestral da Aurora',
    collection: 'Ascensão dos Dragões',
    type: 'card',
    url: '/media/products/101.svg',
  },
  { code: 301, name: 'Sleeves Escudo de Dragão Preto (100)', collection: null, type: 'accessory', url: null },
];

function Blank() {
  return <p>tela</p>;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('Header search box', () => {
  it('suggests after typing pauses, only for 2+ characters, once for the final text', async () => {
    mockCatalogue({ [SUGGEST]: result(suggestions) });
    const ask = vi.spyOn(catalogueApi, 'suggestions');
    renderScreen(Blank, { url: '/' });
    const box = await screen.findByRole('combobox', { name: 'Buscar' });
    await userEvent.type(box, 'd');
    await act(() => new Promise((r) => setTimeout(r, 350)));
    expect(ask).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(box, 'ragao');
    const list = await screen.findByRole('listbox', { name: 'Sugestões' });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledWith('dragao');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Buscar por “dragao”',
      'Dragão Ancestral da AuroraAscensão dos Dragões',
      'Sleeves Escudo de Dragão Preto (100)',
    ]);
  });

  it('moves through the suggestions with the arrows and opens the chosen product with Enter', async () => {
    mockCatalogue({ [SUGGEST]: result(suggestions) });
    const visit = vi.spyOn(router, 'visit').mockImplementation(() => {});
    renderScreen(Blank, { url: '/' });
    const box = await screen.findByRole('combobox', { name: 'Buscar' });
    await userEvent.type(box, 'dragao');
    const list = await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const active = within(list).getByRole('option', { selected: true });
    expect(active).toHaveTextContent('Sleeves Escudo de Dragão');
    expect(box).toHaveAttribute('aria-activedescendant', active.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(within(list).getByRole('option', { selected: true })).toHaveTextContent('Dragão Ancestral');
    await userEvent.keyboard('{Enter}');
    expect(visit).toHaveBeenCalledWith('http://localhost/product/101');
  });

  it('opens an accessory suggestion with its type, by click', async () => {
    mockCatalogue({ [SUGGEST]: result(suggestions) });
    const visit = vi.spyOn(router, 'visit').mockImplementation(() => {});
    renderScreen(Blank, { url: '/' });
    await userEvent.type(await screen.findByRole('combobox', { name: 'Buscar' }), 'sleeve');
    await userEvent.click(await screen.findByRole('option', { name: /Sleeves Escudo/ }));
    expect(visit).toHaveBeenCalledWith('http://localhost/product/301/accessory');
  });

  it('lands on /filter-products/{search}/{category_id?} with Enter, Escape closing the list first', async () => {
    mockCatalogue({ [SUGGEST]: result(suggestions) });
    const visit = vi.spyOn(router, 'visit').mockImplementation(() => {});
    renderScreen(Blank, { url: '/' });
    const box = await screen.findByRole('combobox', { name: 'Buscar' });
    await userEvent.type(box, 'dragão negro');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    expect(visit).toHaveBeenLastCalledWith('http://localhost/filter-products/drag%C3%A3o%20negro');

    await userEvent.selectOptions(screen.getByLabelText('Filtrar por categoria'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(visit).toHaveBeenLastCalledWith('http://localhost/filter-products/drag%C3%A3o%20negro/2');
  });

  it('still searches when suggestions fail (the failure is only logged)', async () => {
    mockCatalogue({ [SUGGEST]: fail() });
    const visit = vi.spyOn(router, 'visit').mockImplementation(() => {});
    renderScreen(Blank, { url: '/' });
    const box = await screen.findByRole('combobox', { name: 'Buscar' });
    await userEvent.type(box, 'dragao');
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith('search-suggestions', expect.anything()));
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(visit).toHaveBeenCalledWith('http://localhost/filter-products/dragao');
  });

  it('shows the current search on the results page', async () => {
    mockCatalogue({ 'POST /v1/1/products/paginate': result([]) });
    renderScreen(Blank, { url: '/filter-products/dragao/1' });
    expect(await screen.findByRole('combobox', { name: 'Buscar' })).toHaveValue('dragao');
    expect(screen.getByLabelText('Filtrar por categoria')).toHaveValue('1');
  });
});
