export type HeaderKind = 'store' | 'checkout' | 'default';

export interface ShellKind {
  header: HeaderKind;
  footer: boolean;
}

/**
 * Spec section 2, "Shell", decided by the page (its component name, as routes/pages.json names it)
 * rather than by the URL: the store area's screens (MyStore/…, every path containing my-store) get the
 * seller header, the checkout's (Checkout/…, every path containing checkout) the checkout header,
 * neither a footer; any other screen the default header and the footer, except the mobile side menu
 * (/hide-menu). tests/js/shell.test.tsx checks the route table keeps paths and names in step.
 */
export function shellFor(component: string): ShellKind {
  if (component.startsWith('MyStore/')) return { header: 'store', footer: false };
  if (component.startsWith('Checkout/')) return { header: 'checkout', footer: false };
  return { header: 'default', footer: component !== 'Menu/HideMenu' };
}
