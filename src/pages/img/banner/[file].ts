import type { APIRoute } from 'astro';
import { bannerTitle } from '../../../server/images/image-data';
import { bannerSvg } from '../../../server/images/goods-svg';
import { parseImageFile, svgResponse } from '../../../server/images/svg-response';

export const GET: APIRoute = async ({ params }) => {
  const parsed = parseImageFile(params.file);
  const title = parsed && (await bannerTitle(parsed.id));
  if (!title) return new Response('Not found', { status: 404 });
  return svgResponse(bannerSvg(title));
};
