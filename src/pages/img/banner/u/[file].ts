import type { APIRoute } from 'astro';
import { readBannerImage } from '../../../../server/attachments/banner-images';

/** An operator-uploaded 广告位 picture. Its name is new on every upload, so it may be cached for good. */
export const GET: APIRoute = async ({ params }) => {
  const image = await readBannerImage(params.file);
  if (!image) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(image.data), {
    headers: { 'content-type': image.type, 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' },
  });
};
