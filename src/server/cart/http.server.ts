/** Request helpers of the cart endpoints (thin: who acts, which body). */
import type { APIContext } from 'astro';
import { requireLogin } from '../auth/session.server';
import { actorOf, type CartActor } from './actor';

/** The acting store of a logged-in request; visitors get 10001 / HTTP 401. */
export async function cartActor(context: APIContext): Promise<CartActor> {
  return actorOf(await requireLogin(context));
}

/** Session key under which checkout hands the chosen line ids to the order steps (cart_step2). */
export const CHECKOUT_SESSION_KEY = 'cart_checkout';
export type CheckoutHandOver = { storeId: number; ids: number[]; at: number };
