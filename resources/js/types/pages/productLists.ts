import type { ProductPage } from '../catalogue';

/**
 * The product list screens (cards, TCG, accessories, Bra line, search results, brand, league): page 1
 * of the list the URL names (products/paginate's answer), appended to by "carregar mais".
 */
export interface ProductListProps {
  products: ProductPage;
}
