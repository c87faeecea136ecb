import type { ComponentType } from 'react';
import AppShell from './AppShell';
import SellerLayout from './SellerLayout';
import { shellFor } from './shell';

type Layout = { component: ComponentType<never>; props?: Record<string, unknown> };

/**
 * The layouts around a page, chosen by its component name (Inertia's `layout` option of
 * createInertiaApp, the same in the browser, on the server and in the component tests): the shell,
 * told which header and footer the page gets, and for the store area's screens the seller frame
 * inside it. Both are persistent: a visit to another page with the same layouts keeps them mounted.
 */
export function layoutFor(component: string): Layout[] {
  const shell: Layout = { component: AppShell, props: { shell: shellFor(component) } };
  return component.startsWith('MyStore/') ? [shell, { component: SellerLayout }] : [shell];
}
