/** SVG answer with a day of caching: images change only when their goods are renamed. */
export function svgResponse(svg: string): Response {
  return new Response(svg, {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}

/** Parses `123.svg` or `123-2.svg` into id and view number. */
export function parseImageFile(file: string | undefined): { id: number; view: number } | null {
  const m = /^(\d{1,9})(?:-(\d))?\.svg$/.exec(file ?? '');
  return m ? { id: Number(m[1]), view: Number(m[2] ?? 1) } : null;
}
