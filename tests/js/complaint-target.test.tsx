import { screen } from '@testing-library/react';
import NewComplaint from '@/Pages/Complaints/Partials/NewComplaint';
import { renderWithI18n } from './support/render';

describe('the complaint form', () => {
  it('says which order and which store the complaint is about', () => {
    renderWithI18n(
      <NewComplaint
        storeOrderId={71}
        target={{ number: 'MC-000070-1', store: { name: 'Loja do Sérgio' } }}
      />,
    );
    expect(screen.getByTestId('complaint-target')).toHaveTextContent(
      'Pedido MC-000070-1, vendido por Loja do Sérgio',
    );
  });
});
