/*
 * Parts of the shell that not every screen shows, each in a chunk of its own: the store area's and the
 * checkout's headers, and the footer. The server renders them with the page (ssr.tsx loads them
 * first), and a server-rendered page loads them before it hydrates, so the first HTML is whole and
 * hydration finds the same markup. A page the browser renders itself gets each when first shown.
 */
export const storeHeader = () => import('@/Components/Header/StoreHeader');
export const checkoutHeader = () => import('@/Components/Header/CheckoutHeader');
export const footer = () => import('@/Components/Header/Footer');

export const SHELL_PARTS = [storeHeader, checkoutHeader, footer];
