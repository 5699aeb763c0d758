import { ok } from '../../../../../../server/http/envelope';
import { idParam } from '../../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../../server/console/action';
import { formFiles, readForm } from '../../../../../../server/http/multipart';
import { MAX_IMAGE_BYTES } from '../../../../../../server/attachments/store';
import { uploadFocusImage } from '../../../../../../server/console/content-items';

export const permission = 'content';

/** POST /admin/api/content/focus/{id}/image (multipart `file`): a JPG/PNG picture (by content, ≤ 5 MB, re-encoded) becomes the 广告位's image. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const form = await readForm(context.request, MAX_IMAGE_BYTES, '图片大小不能超过 5 MB', 'file');
  const [file] = formFiles(form, 'file');
  const image = await operatorAction(op, { permission, action: 'focus_item.image', objectType: 'focus_item', objectId: id }, async (tx) => {
    const r = await uploadFocusImage(tx, id, file ?? null);
    return { result: r.after.image, ...r };
  });
  return ok({ id, image }, '图片已上传');
});
