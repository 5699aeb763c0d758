import { idParam } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { auditRead } from '../../../../../server/console/action';
import { fileForReviewer } from '../../../../../server/qualifications/review';
import { uploadedFileHeaders } from '../../../../../server/http/uploaded-file';

export const permission = 'qualifications';

/** GET /admin/api/qualifications/files/{id}: a certificate image or PDF, for reviewers only; every view is in the audit log. */
export const GET = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const file = await fileForReviewer(id);
  await auditRead(op, { permission, action: 'qualification.file.view', objectType: 'qualification_file', objectId: id });
  return new Response(new Uint8Array(file.data), {
    headers: {
      ...uploadedFileHeaders(file.mime, file.name || `certificate-${id}`),
      'cache-control': 'private, no-store',
    },
  });
});
