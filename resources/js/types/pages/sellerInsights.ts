import type { StoreClientSort } from '../../../../shared/constants/catalogue.ts';
import type { Paginate } from '../index';
import type { SellerStore } from './seller';

export type { StoreClientSort } from '../../../../shared/constants/catalogue.ts';

/** A period of the dashboard (GET /v1/periods; docs/store-dashboard.md, "Periods"). */
export type PeriodCode = '7d' | '30d' | '90d' | '12m' | 'this_month' | 'last_month';

export interface Period {
  code: PeriodCode;
  /** pt-BR label ("Últimos 30 dias"). */
  label: string;
  /** How many days the period covers today (this month: the days so far; 12 months: the calendar days). */
  days: number;
}

/** A figure of the period and the same figure over the previous period. */
export interface DashboardFigure {
  value: number | null;
  previous: number | null;
  /** Percent change against the previous period (one decimal); null when the previous is 0 or null. */
  change: number | null;
}

export interface DashboardFigures {
  /** Units sold (order items' quantity). */
  units: DashboardFigure;
  /** Store orders paid or later (not canceled, refused or expired). */
  orders: DashboardFigure;
  /** Items total of those orders, in reais. */
  revenue: DashboardFigure;
  /** What the store receives for them: items + shipping − platform fee, in reais. */
  net_revenue: DashboardFigure;
  /** Revenue / orders, in reais; null without orders. */
  average_ticket: DashboardFigure;
  /** Store page views. */
  views: DashboardFigure;
  /** Orders per 100 views (percent, one decimal); null without views. */
  conversion: DashboardFigure;
}

/** One bar/point of the charts: a day (YYYY-MM-DD) or, for 12 months, a month (YYYY-MM). */
export interface DashboardPoint {
  key: string;
  orders: number;
  units: number;
  /** Reais. */
  revenue: number;
  views: number;
}

export interface DashboardWindow {
  period: Period;
  /** First and last day of the period (YYYY-MM-DD, America/Sao_Paulo). */
  from: string;
  to: string;
  previous_from: string;
  previous_to: string;
  granularity: 'day' | 'month';
}

export interface DashboardSummary extends DashboardWindow {
  figures: DashboardFigures;
  series: DashboardPoint[];
}

export interface TopProduct {
  product_id: number;
  name: string;
  image: string | null;
  units: number;
  /** Reais. */
  revenue: number;
}

export interface LowStockItem {
  listing_id: number;
  product_id: number;
  name: string;
  type: 'card' | 'tcg' | 'accessory' | 'bra';
  condition: string;
  language: string;
  quantity: number;
  /** Reais. */
  price: number;
}

export interface DashboardLists {
  top_products: { by_units: TopProduct[]; by_revenue: TopProduct[] };
  low_stock: { threshold: number; total: number; items: LowStockItem[] };
}

/** GET /v1/store-dashboard/{store_id}?period= */
export interface StoreDashboard extends DashboardSummary, DashboardLists {
  store_id: number;
}

/** A store the viewer may open the dashboard of (the dashboard without a store id). */
export interface DashboardStoreChoice {
  id: number;
  name: string;
  status: SellerStore['status'];
}

/** my-store/dashboard/{store_id}: the period's figures and charts; the lists after the first paint. */
export interface DashboardProps {
  store: SellerStore;
  periods: Period[];
  summary: DashboardSummary;
  /** Deferred: top products and low stock. */
  lists?: DashboardLists;
}

/** my-store/dashboard without a store: the viewer's stores to choose from. */
export interface DashboardPickerProps {
  store: null;
  stores: DashboardStoreChoice[];
}

export type MyStoreDashboardProps = DashboardProps | DashboardPickerProps;

/** A buyer with paid orders at the store (as POST /v1/store-clients gives it). */
export interface StoreClientRow {
  user_id: number;
  name: string;
  orders_count: number;
  /** Items plus shipping, reais. */
  total_spent: number;
  first_order_at: string;
  last_order_at: string;
}

/** A product of the store that may go through the Bra Center. */
export interface BraCenterProduct {
  product_id: number;
  name: string;
  type: 'card' | 'tcg' | 'accessory' | 'bra';
  code: string | null;
  image: string | null;
  /** Units of it the store has for sale (all its listings). */
  quantity: number;
}

/** GET /v1/get-list-bra-center/{store_id} (result). */
export interface BraCenterList {
  store_id: number;
  products: BraCenterProduct[];
  updated_at: string | null;
}

/** my-store/{store_id}/project-management */
export interface ProjectManagementProps {
  store: SellerStore;
  clients: { data: StoreClientRow[]; paginate: Paginate };
  clientSort: StoreClientSort;
  braCenter: BraCenterList;
  /** The store's products that may join the list, by the URL's `bq` search, a page at a time. */
  braEligible: { data: BraCenterProduct[]; paginate: Paginate };
  braSearch: string;
}
