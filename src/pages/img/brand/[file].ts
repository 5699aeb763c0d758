import type { APIRoute } from 'astro';
import { brandName } from '../../../server/images/image-data';
import { bannerSvg } from '../../../server/images/goods-svg';
import { parseImageFile, svgResponse } from '../../../server/images/svg-response';

export const GET: APIRoute = async ({ params }) => {
  const parsed = parseImageFile(params.file);
  const name = parsed && (await brandName(parsed.id));
  if (!name) return new Response('Not found', { status: 404 });
  return svgResponse(bannerSvg(name, 240, 100));
};
