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

/*
 * Parts loaded only when first shown, never with the page: the loading overlay (after 200 ms of
 * waiting), the 'Erro!' dialog (and Headless UI with it), and the live events and the header's
 * notices badge (with the realtime client it listens with) of a logged-in user.
 */
export const loadingOverlay = () => import('@/Components/Feedback/LoadingOverlay');
export const errorDialogLoader = () => import('@/Components/Feedback/ErrorDialog');
export const liveEvents = () => import('@/Components/Realtime/LiveEvents');
export const noticesBell = () => import('@/Components/Header/NoticesBell');

export const ON_DEMAND_PARTS = [loadingOverlay, errorDialogLoader, liveEvents, noticesBell];
