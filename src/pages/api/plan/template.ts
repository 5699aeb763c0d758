import { endpoint } from '../../../server/http/endpoint';
import { templateXlsx, TEMPLATE_FILENAME } from '../../../server/purchase-plan';

/** GET api/plan/template: the import template (.xlsx). Public: it holds no prices. */
export const GET = endpoint(
  async () =>
    new Response(Buffer.from(await templateXlsx()), {
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent(TEMPLATE_FILENAME)}`,
        'cache-control': 'public, max-age=3600',
      },
    }),
);
