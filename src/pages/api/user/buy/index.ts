import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { readBody } from '../../../../server/http/body';
import { parseInput } from '../../../../server/http/validate';
import { requireLogin } from '../../../../server/auth/session.server';
import { readPage } from '../../../../server/catalogue/api-params';
import { formFields, formFiles, readForm } from '../../../../server/http/multipart';
import { keepIfSaved, MAX_IMAGE_BYTES, prepareImage, writeImage } from '../../../../server/attachments/store';
import { admitUpload } from '../../../../server/attachments/quota';
import { wantedInput } from '../../../../server/wanted/schemas';
import { createWanted, listWanted } from '../../../../server/wanted/service';
import type { Created } from '../../../../wire/common';

/** GET /api/user/buy?page: the active store's wanted-product requests, newest first. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  return ok(await listWanted(store.id, readPage(context.url.searchParams.get('page'))));
});

/**
 * POST /api/user/buy {name, spec, maker, approval, quantity, price, contact, phone, remark} — JSON, form,
 * or multipart with an optional `photo` (JPG/PNG, 5 MB). Nothing is stored when any field is invalid.
 */
export const POST = endpoint(async (context) => {
  const { store, member } = await requireLogin(context);
  const multipart = (context.request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
  let photo: File | undefined;
  let values: unknown;
  if (multipart) {
    const form = await readForm(context.request, MAX_IMAGE_BYTES, '图片大小不能超过 5 MB', 'photo');
    values = formFields(form);
    photo = formFiles(form, 'photo')[0];
  } else {
    values = await readBody(context.request);
  }
  const input = parseInput(wantedInput, values);
  // The whole request is checked (fields, image, quota) before the photo is written.
  const image = photo ? await prepareImage(photo, 'photo') : null;
  if (image) await admitUpload(store.id, image.data.length, 'photo');
  const key = image ? await writeImage('wanted', store.id, image) : null;
  const saved = await keepIfSaved(key ? [key] : [], () => createWanted({ storeId: store.id, memberId: member.id }, input, key));
  return ok<Created>(saved, '求购已提交，平台处理后会通知您');
});
