import { createElement } from 'react';
import AddedToCartToast from './AddedToCartToast';

/** The content of the "Adicionado ao carrinho" toast, with its link to the cart. */
export const addedToCart = (message: string, linkText: string) =>
  createElement(AddedToCartToast, { message, linkText });
