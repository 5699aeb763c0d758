import { openRead, openWrite } from '../../../../../server/integration/endpoint.server';
import { createHook, listHooks } from '../../../../../server/integration/routes-hooks';
import { createSubscription, subscriptionsOf } from '../../../../../server/integration/webhooks';
import { db } from '../../../../../server/db/client';

/** GET /api/open/v1/webhooks: this key's subscriptions. */
export const GET = openRead(listHooks, async ({ key }) => ({ items: await subscriptionsOf(await db(), key.id) }));

/** POST /api/open/v1/webhooks {url, events}: subscribe (the secret is returned once). */
export const POST = openWrite(createHook, async ({ key, body, host }, tx) => {
  const self = [host, process.env.SITE_URL ? new URL(process.env.SITE_URL).host : '', `localhost:${process.env.PORT ?? '4321'}`].filter(Boolean);
  const result = await createSubscription(tx, key.id, body, self);
  return { result, audit: { objectType: 'webhook', objectId: result.id, after: { url: result.url, events: result.events } } };
});
