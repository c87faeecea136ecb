import type {
  Banner,
  BannerAd,
  Category,
  FreeShippingDayEntry,
  ProductListItem,
  RankPage,
} from '../catalogue';
import type { FeaturedCard } from './featured';

/** /: what server/http/pages/home.ts gives Pages/Home/Index. */
export interface HomeProps {
  banners: Banner[];
  /** The product lines (root categories) with their product counts. */
  categories: Category[];
  storeAds: BannerAd[];
  /** The featured ads stores paid for on the home page today (docs/featured-ads.md). */
  featuredAds?: FeaturedCard[];
  /** The month's best sellers and the newest products (10 each). */
  featured: ProductListItem[];
  newest: ProductListItem[];
  /** Below the fold: they arrive right after the first paint (deferred props). */
  rankings?: RankPage;
  /** Per day of the week, the stores shipping free; today's day in Brasília time. */
  freeShipping?: { days: FreeShippingDayEntry[]; dayOfWeek: number };
}
