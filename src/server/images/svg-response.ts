/** SVG answer, cached a day by default (banners and brands change rarely); goods views pass a shorter time. */
export function svgResponse(svg: string, maxAgeSeconds = 86_400): Response {
  return new Response(svg, {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': `public, max-age=${maxAgeSeconds}` },
  });
}

/** Parses `123.svg` or `123-2.svg` into id and view number. */
export function parseImageFile(file: string | undefined): { id: number; view: number } | null {
  const m = /^(\d{1,9})(?:-(\d))?\.svg$/.exec(file ?? '');
  return m ? { id: Number(m[1]), view: Number(m[2] ?? 1) } : null;
}
