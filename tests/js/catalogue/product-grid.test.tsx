import { render, screen } from '@testing-library/react';
import ProductGrid from '@/Components/Catalogue/ProductGrid';
import { dragon, goblin, sleeve } from './fixtures';

describe('ProductGrid', () => {
  it("loads the first row's pictures at once, the first with high priority, and the rest lazily", () => {
    render(<ProductGrid products={[dragon, goblin, sleeve]} />);
    const pictures = screen.getAllByRole('img');
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'auto']);
  });

  it('keeps every picture lazy in the list view, where they are small', () => {
    render(<ProductGrid products={[dragon, goblin]} view="list" />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
  });
});
