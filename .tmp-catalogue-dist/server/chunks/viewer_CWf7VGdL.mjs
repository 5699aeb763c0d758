import { l as viewerFromContext } from "./session_Bi72R1CB.mjs";
// src/server/http/viewer.ts
/**
* The viewer of a request: from the logged-in session (active store, its review state, company
* type and province), else VISITOR. Contexts without a session (tests, prerendering) are visitors.
*/
async function viewerOf(context) {
	return viewerFromContext(context);
}
export { viewerOf as t };
