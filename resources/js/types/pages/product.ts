import type {
  Condition,
  Language,
  Paginated,
  ProductDetail,
  ProductHistory,
  ProductOffer,
  ProductStatsPrice,
  ProductStoresQuery,
  ProductType,
} from '../catalogue';
import type { ProductQuestionsBlock } from './support';

/** The offers' filters and sort as the URL carries them (the product page's state). */
export interface OfferFilters {
  condition: string[];
  language: string[];
  uf: string[];
  sort: NonNullable<ProductStoresQuery['sort']>;
}

/** /product/{id}/{product_type?}: what server/http/pages/product.ts gives Pages/Product/Show. */
export interface ProductShowProps {
  product: ProductDetail;
  /** The type the URL names, else the product's own. */
  type: ProductType;
  /** Page 1 of the offers (product-stores); "carregar mais" appends the next pages. */
  offers: Paginated<ProductOffer>;
  offerFilters: OfferFilters;
  conditions: Condition[];
  languages: Language[];
  /** Below the fold: they arrive right after the first paint (deferred props). */
  stats?: ProductStatsPrice;
  history?: ProductHistory;
  /** Answered buyers' questions and the stores one may ask (docs/support-and-content.md). */
  questions?: ProductQuestionsBlock;
}
