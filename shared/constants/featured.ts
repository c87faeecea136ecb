/** Featured ads (docs/featured.md): their states and where they show. */

export const FEATURED_STATUSES = ['pending', 'active', 'expired', 'canceled'] as const;
export type FeaturedStatus = (typeof FEATURED_STATUSES)[number];

export const FEATURED_PLACEMENTS = ['home', 'bra_center', 'list_top'] as const;
export type FeaturedPlacement = (typeof FEATURED_PLACEMENTS)[number];
