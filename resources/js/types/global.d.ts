import type { route as routeFn } from 'ziggy-js';
import type { ZiggyConfig } from '@/lib/routeTable';

declare global {
  // Printed by the root view's @routes directive.
  var Ziggy: ZiggyConfig;
  var route: typeof routeFn;
}
