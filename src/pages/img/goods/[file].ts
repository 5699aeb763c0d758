import type { APIRoute } from 'astro';
import { goodsImageData } from '../../../server/images/image-data';
import { goodsSvg } from '../../../server/images/goods-svg';
import { parseImageFile, svgResponse } from '../../../server/images/svg-response';
import { readGoodsImage } from '../../../server/attachments/goods-images';

/**
 * A goods view: the operator's uploaded photo when the goods has one for that view (served with a
 * short cache and a validator, since an operator may replace it), else the generated SVG. Both are
 * cached PHOTO_MAX_AGE only: the URL carries no version, and a first upload (or a renamed goods) must
 * replace the generated view in browsers within minutes, not a day.
 */
const PHOTO_MAX_AGE = 300;
export const GET: APIRoute = async ({ params, request }) => {
  const parsed = parseImageFile(params.file);
  const data = parsed && (await goodsImageData(parsed.id));
  if (!parsed || !data || parsed.view < 1 || parsed.view > data.imageCount) return new Response('Not found', { status: 404 });
  const photo = await readGoodsImage(parsed.id, parsed.view);
  if (photo) {
    const etag = `"${photo.data.length.toString(36)}-${Math.floor(photo.mtimeMs).toString(36)}"`;
    const headers = { etag, 'cache-control': `public, max-age=${PHOTO_MAX_AGE}, must-revalidate`, 'content-type': photo.type, 'x-content-type-options': 'nosniff' };
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(photo.data), { headers });
  }
  return svgResponse(goodsSvg({ ...data, view: parsed.view }), PHOTO_MAX_AGE);
};
