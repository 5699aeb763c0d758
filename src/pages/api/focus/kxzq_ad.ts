import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { viewerOf } from '../../../server/auth/viewer-of.server';
import { controlledAds } from '../../../server/catalogue/zones';

/** Banners of controlled-sales groups: `?ids=1,2` (or ids[]=1&ids[]=2); unknown ids are left out. */
export const GET = endpoint(async (context) => {
  const raw = readQuery(context.url).ids;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const ids = list.map((v) => Number(String(v).trim())).filter((n) => Number.isSafeInteger(n) && n > 0);
  return ok(await controlledAds(ids, await viewerOf(context)));
});
