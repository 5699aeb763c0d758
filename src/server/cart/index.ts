/** The cart domain (server only). */
export * from './service';
export { cartView, type CartView, type CartItemView, type ActivityView } from './view';
export * from './schemas';
export * from './errors';
