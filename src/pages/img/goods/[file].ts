import type { APIRoute } from 'astro';
import { goodsImageData } from '../../../server/images/image-data';
import { goodsSvg } from '../../../server/images/goods-svg';
import { parseImageFile, svgResponse } from '../../../server/images/svg-response';

export const GET: APIRoute = async ({ params }) => {
  const parsed = parseImageFile(params.file);
  const data = parsed && (await goodsImageData(parsed.id));
  if (!parsed || !data || parsed.view < 1 || parsed.view > data.imageCount) return new Response('Not found', { status: 404 });
  return svgResponse(goodsSvg({ ...data, view: parsed.view }));
};
