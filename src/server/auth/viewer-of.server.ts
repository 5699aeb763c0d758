import type { APIContext, AstroGlobal } from 'astro';
import type { Viewer } from './viewer';
import { viewerFromContext } from './session.server';

/**
 * The viewer of a request: from the logged-in session (active store, its review state, company
 * type and province), else VISITOR. Contexts without a session (tests, prerendering) are visitors.
 */
export async function viewerOf(context: APIContext | AstroGlobal): Promise<Viewer> {
  return viewerFromContext(context);
}
