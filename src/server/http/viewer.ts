import type { APIContext, AstroGlobal } from 'astro';
import { VISITOR, type Viewer } from '../accounts/viewer';

/** The viewer of a request. Until sessions exist (accounts issue) everyone is a visitor. */
export async function viewerOf(_context: APIContext | AstroGlobal): Promise<Viewer> {
  return VISITOR;
}
