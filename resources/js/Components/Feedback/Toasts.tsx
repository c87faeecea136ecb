import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@/lib/notify';

/** Top-right, auto-close after 5 s, one toast at a time (spec section 9). */
export default function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      limit={1}
      newestOnTop
      theme="colored"
    />
  );
}
