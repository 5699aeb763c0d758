import type { APIRoute } from 'astro';

/** The header's 桌面快捷方式: an Internet Shortcut file pointing at this site. */
export const GET: APIRoute = ({ url }) =>
  new Response(`[InternetShortcut]\r\nURL=${url.origin}/\r\nIconFile=${url.origin}/favicon.svg\r\nIconIndex=0\r\n`, {
    headers: {
      'content-type': 'application/internet-shortcut; charset=utf-8',
      'content-disposition': `attachment; filename="yaocai.url"; filename*=UTF-8''${encodeURIComponent('药采.url')}`,
    },
  });
