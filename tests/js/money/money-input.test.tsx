import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import MoneyInput from '@/Components/Form/MoneyInput';
import { moneyInputText, parseMoney, parseMoneyReais, reaisInputText } from '@/lib/money';
import MyStoreAdsCreate from '@/Pages/MyStore/Ads/Create';
import type { StoreAdCreateProps } from '@/types/pages/classifieds';
import { mockHttp } from '../support/http';
import { renderPage } from '../support/render';
import { logIn } from '../support/session';

describe('parseMoney', () => {
  it('reads the Brazilian form as centavos', () => {
    expect(parseMoney('35,50')).toBe(3550);
    expect(parseMoney('35,5')).toBe(3550);
    expect(parseMoney('R$ 1.234,56')).toBe(123456);
    expect(parseMoney('R$\u00a01.234,56')).toBe(123456);
    expect(parseMoney('1234,56')).toBe(123456);
    expect(parseMoney('1.234')).toBe(123400);
    expect(parseMoney('0,01')).toBe(1);
    // A comma is always the decimal separator in pt-BR: more decimals round to the centavo.
    expect(parseMoney('7,129')).toBe(713);
    expect(parseMoney('1,005')).toBe(101);
  });

  it('reads a whole number as reais and a dot with one or two decimals as the decimal point', () => {
    expect(parseMoney('35')).toBe(3500);
    expect(parseMoney('35.50')).toBe(3550);
    expect(parseMoney('12.5')).toBe(1250);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '  ', 'abc', 'dez reais', '-5', '1.23.4', '12,', ',5', '1e3', '1.2345', '1,2,3'])
      expect(parseMoney(text), text).toBeNull();
  });

  it('formats centavos and reais for the field', () => {
    expect(moneyInputText(3550)).toBe('35,50');
    expect(moneyInputText(123456)).toBe('1.234,56');
    expect(reaisInputText(89.9)).toBe('89,90');
    expect(parseMoneyReais('35,50')).toBe(35.5);
    expect(parseMoneyReais('x')).toBeNull();
  });
});

function Field({ onValue }: { onValue?: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <MoneyInput
      label="Preço"
      value={text}
      onChange={(next) => {
        setText(next);
        onValue?.(next);
      }}
    />
  );
}

describe('MoneyInput', () => {
  it('is a text field with a decimal keyboard, never a number field', () => {
    render(<Field />);
    const input = screen.getByLabelText('Preço');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });

  it('keeps "35,50" as typed and shows it back as 35,50 when left', () => {
    render(<Field />);
    const input = screen.getByLabelText('Preço');
    fireEvent.change(input, { target: { value: '35,5' } });
    expect(input).toHaveValue('35,5');
    fireEvent.blur(input);
    expect(input).toHaveValue('35,50');
    fireEvent.change(input, { target: { value: '1234' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('1.234,00');
  });

  it('leaves what is not an amount as typed', () => {
    render(<Field />);
    const input = screen.getByLabelText('Preço');
    fireEvent.change(input, { target: { value: 'dez' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('dez');
  });
});

describe('the classified ad form sends "35,50" as R$ 35,50', () => {
  const store = {
    id: 1,
    name: 'Loja do Sérgio',
    slug: 'loja-do-sergio',
    status: 'active' as const,
    logo_url: null,
    uf: 'SP',
    city: 'São Paulo',
  };
  const props = {
    store,
    ad: null,
    categories: [{ code: 'card', name: 'Cartas' }],
    conditions: [{ code: 'NM', name: 'Praticamente nova' }],
    states: [{ uf: 'SP', name: 'São Paulo' }],
    cities: ['São Paulo'],
    limits: {
      max_photos: 6,
      max_photo_bytes: 1024,
      max_photo_label: '1 KB',
      max_per_store: 50,
      max_active: 20,
    },
  } as unknown as StoreAdCreateProps;

  it('posts the price in reais, not 3550', async () => {
    logIn();
    const mock = mockHttp({
      'POST /v1/1/create-ads': { status: 422, data: { message: 'Erro.', errors: { title: ['Erro.'] } } },
    });
    renderPage(MyStoreAdsCreate, { url: '/my-store/1/ad-create', props: { ...props } });
    fireEvent.change(screen.getByTestId('ad-price-input'), { target: { value: '35,50' } });
    fireEvent.click(screen.getByTestId('ad-save'));
    await waitFor(() =>
      expect(mock.seen.find((r) => r.url === '/v1/1/create-ads')?.data).toMatchObject({ price: '35.5' }),
    );
    mock.restore();
  });

  it('refuses an amount it cannot read before sending', async () => {
    logIn();
    const mock = mockHttp({});
    renderPage(MyStoreAdsCreate, { url: '/my-store/1/ad-create', props: { ...props } });
    fireEvent.change(screen.getByTestId('ad-price-input'), { target: { value: '35,5,0' } });
    fireEvent.click(screen.getByTestId('ad-save'));
    expect(await screen.findByText('Valor inválido: escreva como 35,50.')).toBeInTheDocument();
    expect(mock.seen.some((r) => r.url === '/v1/1/create-ads')).toBe(false);
    mock.restore();
  });
});
