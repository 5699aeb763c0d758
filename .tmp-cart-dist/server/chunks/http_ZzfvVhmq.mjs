import { a as requireLogin } from "./session_Bi72R1CB.mjs";
import { t as actorOf } from "./cart_DJQ4ed4r.mjs";
// src/server/cart/http.ts
/** The acting store of a logged-in request; visitors get 10001 / HTTP 401. */
async function cartActor(context) {
	return actorOf(await requireLogin(context));
}
/** Session key under which checkout hands the chosen line ids to the order steps (cart_step2). */
var CHECKOUT_SESSION_KEY = "cart_checkout";
export { cartActor as n, CHECKOUT_SESSION_KEY as t };
