import type { APIRoute } from 'astro';
import type { focusItems } from '../../../server/db/schema';
import { bannerData } from '../../../server/images/image-data';
import { bannerSvg } from '../../../server/images/goods-svg';
import { parseImageFile, svgResponse } from '../../../server/images/svg-response';

/** Drawn at the size of the slot the item fills. */
const BANNER_SIZES: Record<(typeof focusItems.$inferSelect)['position'], [number, number]> = {
  banner: [790, 340],
  top: [1200, 80],
  right: [230, 100],
  login: [600, 400],
  floor_ad: [1200, 120],
};

export const GET: APIRoute = async ({ params }) => {
  const parsed = parseImageFile(params.file);
  const banner = parsed && (await bannerData(parsed.id));
  if (!banner) return new Response('Not found', { status: 404 });
  const [width, height] = BANNER_SIZES[banner.position];
  return svgResponse(bannerSvg(banner.title, width, height));
};
