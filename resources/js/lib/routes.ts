import pages from '../../../routes/pages.json';
import { type PageRoute, RouteTable } from './routeTable';

/** The route table bundled into the client: the guard of any URL is known before visiting it. */
export const routeTable = new RouteTable(pages as PageRoute[]);
