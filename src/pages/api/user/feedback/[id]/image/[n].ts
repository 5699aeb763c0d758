import { endpoint } from '../../../../../../server/http/endpoint';
import { idParam } from '../../../../../../server/http/request';
import { requireLogin } from '../../../../../../server/auth/session.server';
import { NotFoundError } from '../../../../../../server/http/errors';
import { attachmentType, readAttachment } from '../../../../../../server/attachments/store';
import { uploadedFileHeaders } from '../../../../../../server/http/uploaded-file';
import { feedbackImage } from '../../../../../../server/feedback/feedback';

/** GET /api/user/feedback/{id}/image/{n}: an image of the store's own feedback. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const key = await feedbackImage(store.id, idParam(context.params.id), idParam(context.params.n));
  const data = await readAttachment(key);
  if (!data) throw new NotFoundError('图片不存在');
  return new Response(new Uint8Array(data), { headers: { ...uploadedFileHeaders(attachmentType(key), key.split('/').pop() ?? 'file'), 'cache-control': 'private, max-age=3600' } });
});
