import type { APIRoute } from 'astro';
import { currentAccount, clientIp } from '../../../server/auth/session.server';
import { ownedFile } from '../../../server/qualifications/service';
import { NotFoundError } from '../../../server/http/errors';
import { uploadedFileHeaders } from '../../../server/http/uploaded-file';

const notFound = () => new Response('文件不存在', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * GET /files/zzzj/{id}: a certificate file, for the member whose store uploaded it. Everyone
 * else — visitors, other members, ids that do not exist — gets the same 404. Never cached by
 * shared caches, never sniffed, never scriptable; a PDF is a download (issue 33).
 */
export const GET: APIRoute = async (context) => {
  const id = context.params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) return notFound();
  const account = await currentAccount(context);
  if (!account) return notFound();
  try {
    const file = await ownedFile(account.member.id, Number(id), clientIp(context));
    return new Response(new Uint8Array(file.data), {
      headers: {
        ...uploadedFileHeaders(file.mime, `zzzj-${id}.${file.mime === 'application/pdf' ? 'pdf' : file.mime === 'image/png' ? 'png' : 'jpg'}`),
        'content-length': String(file.data.length),
        'cache-control': 'private, no-store',
        'cross-origin-resource-policy': 'same-origin',
      },
    });
  } catch (error) {
    if (error instanceof NotFoundError) return notFound();
    throw error;
  }
};
