import { idParam } from '../../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { documentFile } from '../../../../../../server/documents/pack';
import { documentResponse } from '../../../../../../server/documents/response.server';

export const permission = 'orders';

/** GET /admin/api/orders/{id}/documents/{file}: one file of the pack (the 随货同行单 PDF the operator prints). */
export const GET = consoleEndpoint(permission, async (context) => documentResponse(await documentFile(idParam(context.params.id), null, String(context.params.file))));
