import { Link } from '@inertiajs/react';

/** "Adicionado ao carrinho" with the link to the cart: the buyer goes on to pay in one tap. */
export default function AddedToCartToast({ message, linkText }: { message: string; linkText: string }) {
  return (
    <span data-testid="added-to-cart-toast">
      <span>{message}</span>{' '}
      <Link href={route('cart')} className="font-semibold text-brand-700 underline">
        {linkText}
      </Link>
    </span>
  );
}
