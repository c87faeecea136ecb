import type { ZiggyConfig } from '@shared/routeTable';
import type { route as routeFn } from 'ziggy-js';

declare global {
  // Printed by the root view's @routes directive.
  var Ziggy: ZiggyConfig;
  var route: typeof routeFn;
}
