import type { Migration } from 'kysely';
import * as m0001 from './0001_users_and_sessions.ts';
import * as m0002 from './0002_catalogue.ts';
import * as m0003 from './0003_cart_orders.ts';
import * as m0004 from './0004_product_suggestions.ts';
import * as m0005 from './0005_offer_facets.ts';
import * as m0006 from './0006_store_clients.ts';
import * as m0007 from './0007_seller.ts';
import * as m0008 from './0008_stock_indexes.ts';
import * as m0009 from './0009_bra_center_lists.ts';
import * as m0010 from './0010_listing_product_columns.ts';
import * as m0011 from './0011_product_code_indexes.ts';
import * as m0012 from './0012_order_fulfilment.ts';
import * as m0013 from './0013_store_order_indexes.ts';
import * as m0014 from './0014_money.ts';
import * as m0015 from './0015_plans.ts';
import * as m0016 from './0016_integrations.ts';
import * as m0017 from './0017_classifieds.ts';
import * as m0018 from './0018_featured.ts';
import * as m0019 from './0019_support.ts';
import * as m0020 from './0020_list_orders.ts';
import * as m0021 from './0021_catalogue_generation.ts';
import * as m0022 from './0022_featured_generation.ts';
import * as m0023 from './0023_search_name_order.ts';
import * as m0024 from './0024_list_walk_indexes.ts';
import * as m0025 from './0025_state_price_walk.ts';
import * as m0026 from './0026_product_copy_trigger.ts';
import * as m0027 from './0027_sandbox_charges_refunds.ts';
import * as m0028 from './0028_throttles_and_login_codes.ts';
import * as m0030 from './0030_job_runs.ts';
import * as m0031 from './0031_want_lists.ts';
import * as m0032 from './0032_sandbox_cards.ts';

/** Every migration in order. A landed migration is never edited: add a new one. */
export const migrations: Record<string, Migration> = {
  '0001_users_and_sessions': m0001,
  '0002_catalogue': m0002,
  '0003_cart_orders': m0003,
  '0004_product_suggestions': m0004,
  '0005_offer_facets': m0005,
  '0006_store_clients': m0006,
  '0007_seller': m0007,
  '0008_stock_indexes': m0008,
  '0009_bra_center_lists': m0009,
  '0010_listing_product_columns': m0010,
  '0011_product_code_indexes': m0011,
  '0012_order_fulfilment': m0012,
  '0013_store_order_indexes': m0013,
  '0014_money': m0014,
  '0015_plans': m0015,
  '0016_integrations': m0016,
  '0017_classifieds': m0017,
  '0018_featured': m0018,
  '0019_support': m0019,
  '0020_list_orders': m0020,
  '0021_catalogue_generation': m0021,
  '0022_featured_generation': m0022,
  '0023_search_name_order': m0023,
  '0024_list_walk_indexes': m0024,
  '0025_state_price_walk': m0025,
  '0026_product_copy_trigger': m0026,
  '0027_sandbox_charges_refunds': m0027,
  '0028_throttles_and_login_codes': m0028,
  '0030_job_runs': m0030,
  '0031_want_lists': m0031,
  '0032_sandbox_cards': m0032,
};
