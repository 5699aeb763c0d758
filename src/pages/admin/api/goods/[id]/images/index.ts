import { ok } from '../../../../../../server/http/envelope';
import { idParam } from '../../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../../server/console/action';
import { formFiles, readForm } from '../../../../../../server/http/multipart';
import { MAX_IMAGE_BYTES } from '../../../../../../server/attachments/store';
import { uploadGoodsPhoto } from '../../../../../../server/console/goods-photos';

export const permission = 'goods';

/** POST /admin/api/goods/{id}/images (multipart `file`): one JPG/PNG photo (by content, ≤ 5 MB, re-encoded ≤ 1600 px), appended as the next view. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const form = await readForm(context.request, MAX_IMAGE_BYTES, '图片大小不能超过 5 MB', 'file');
  const [file] = formFiles(form, 'file');
  const r = await operatorAction(op, { permission, action: 'goods.image.upload', objectType: 'goods', objectId: id }, async (tx) => {
    const done = await uploadGoodsPhoto(tx, id, file ?? null);
    return { result: done.after, ...done };
  });
  return ok(r, '图片已上传');
});
