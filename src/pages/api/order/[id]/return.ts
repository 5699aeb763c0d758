import { endpoint } from '../../../../server/http/endpoint';
import { fail, ok } from '../../../../server/http/envelope';
import { idParam } from '../../../../server/http/request';
import { requireLogin } from '../../../../server/auth/session.server';
import { readBody } from '../../../../server/http/body';
import { isMultipart, readMultipart } from '../../../../server/http/multipart';
import { parseInput } from '../../../../server/http/validate';
import { ValidationError } from '../../../../server/http/errors';
import { prepareUpload, storeFile } from '../../../../server/qualifications/files';
import { returnInput } from '../../../../server/orders/schemas';
import { requestReturn } from '../../../../server/orders/returns';
import { orderRow } from '../../../../server/orders/query';
import { admitUpload } from '../../../../server/attachments/quota';
import { keepIfSaved } from '../../../../server/attachments/store';
import qs from 'qs';

const MAX_PHOTOS = 5;
const PHOTO_BYTES = 5 * 1024 * 1024;

/**
 * POST /api/order/{id}/return {kind: return|after_sales, reason, description, lines[i][line_id], lines[i][number]}
 * — form, JSON, or multipart with up to 5 photos (`photos[]`, JPEG/PNG ≤ 5 MB, re-encoded, stored
 * outside the web root): asks to return some lines of my shipped or completed order.
 */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const id = idParam(context.params.id);
  await orderRow(store.id, id); // another member's order: 404 before reading the body
  let raw: unknown;
  const photos: string[] = [];
  if (isMultipart(context.request)) {
    const form = await readMultipart(context.request, MAX_PHOTOS * PHOTO_BYTES, { field: 'photos' });
    if (!form) return fail(413, '照片总大小不能超过 25 MB', 413);
    const pairs = [...form.entries()]
      .filter(([, v]) => typeof v === 'string')
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
      .join('&');
    raw = qs.parse(pairs, { depth: 5, arrayLimit: 100 });
    const files = [...form.getAll('photos[]'), ...form.getAll('photos')].filter((f): f is File => f instanceof File && f.size > 0);
    if (files.length > MAX_PHOTOS) throw new ValidationError({ photos: [`最多上传 ${MAX_PHOTOS} 张照片`] });
    parseInput(returnInput, raw); // check the fields before storing anything
    // Every photo is checked (and the store's quota) before any is written.
    const prepared = [];
    for (const f of files) {
      if (f.size > PHOTO_BYTES) throw new ValidationError({ photos: ['每张照片不能超过 5 MB'] });
      const one = await prepareUpload(new Uint8Array(await f.arrayBuffer()));
      if (one.mime === 'application/pdf') throw new ValidationError({ photos: ['请上传 JPG 或 PNG 照片'] });
      prepared.push(one);
    }
    if (prepared.length)
      await admitUpload(
        store.id,
        prepared.reduce((n, p) => n + p.data.length, 0),
        'photos',
      );
    for (const one of prepared) photos.push(await storeFile(store.id, one));
  } else {
    raw = await readBody(context.request);
  }
  const v = parseInput(returnInput, raw);
  const result = await keepIfSaved(photos, () =>
    requestReturn(store.id, id, {
      kind: v.kind,
      reason: v.reason,
      description: v.description,
      photos,
      lines: v.lines.map((l) => ({ lineId: l.line_id, number: l.number })),
    }),
  );
  return ok(result, '申请已提交，请等待审核');
});
