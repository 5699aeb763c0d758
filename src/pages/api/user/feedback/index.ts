import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { readBody } from '../../../../server/http/body';
import { ValidationError } from '../../../../server/http/errors';
import { parseInput } from '../../../../server/http/validate';
import { viewerOf } from '../../../../server/auth/viewer-of.server';
import { clientIp, requireLogin } from '../../../../server/auth/session.server';
import { readPage } from '../../../../server/catalogue/api-params';
import { formFields, formFiles, readForm } from '../../../../server/http/multipart';
import { keepIfSaved, MAX_IMAGE_BYTES, prepareImage, writeImage } from '../../../../server/attachments/store';
import { admitUpload } from '../../../../server/attachments/quota';
import { countFeedback, FEEDBACK_MAX_IMAGES, feedbackInput, listFeedback, submitFeedback } from '../../../../server/feedback/feedback';
import type { Created } from '../../../../wire/common';

/**
 * POST /api/user/feedback: 投诉建议 from the help centre (visitors too) and 意见反馈 from /yjfk (members
 * may attach up to 3 JPG/PNG images as multipart `images[]`). Nothing is stored when any check fails.
 */
export const POST = endpoint(async (context) => {
  const multipart = (context.request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
  let values: unknown;
  let files: File[] = [];
  if (multipart) {
    const form = await readForm(context.request, FEEDBACK_MAX_IMAGES * MAX_IMAGE_BYTES, `图片总大小不能超过 ${FEEDBACK_MAX_IMAGES * 5} MB`, 'images');
    values = formFields(form);
    files = formFiles(form, 'images');
  } else {
    values = await readBody(context.request);
  }
  const input = parseInput(feedbackInput, values);
  const viewer = await viewerOf(context);
  const ip = clientIp(context);
  if (files.length > FEEDBACK_MAX_IMAGES) throw new ValidationError({ images: [`最多上传 ${FEEDBACK_MAX_IMAGES} 张图片`] });
  if (files.length && viewer.storeId === null) throw new ValidationError({ images: ['登录后才能上传图片'] });
  await countFeedback(ip);
  // Every image is checked (and the store's quota) before any is written.
  const prepared = [];
  for (const file of files) prepared.push(await prepareImage(file, 'images'));
  if (prepared.length)
    await admitUpload(
      viewer.storeId!,
      prepared.reduce((n, p) => n + p.data.length, 0),
      'images',
    );
  const images: string[] = [];
  for (const image of prepared) images.push(await writeImage('feedback', viewer.storeId!, image));
  const saved = await keepIfSaved(images, () => submitFeedback(input, ip, viewer.storeId, new Date(), images));
  return ok<Created>(saved, '感谢您的反馈，我们会尽快处理');
});

/** GET /api/user/feedback?page: the active store's feedback with the replies. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  return ok(await listFeedback(store.id, readPage(context.url.searchParams.get('page'))));
});
