import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { lotteryAds } from '../../../server/lottery/query';

/** GET /api/draw/ads: running lotteries as banner entries (title, url to the activity centre). */
export const GET = endpoint(async () => ok(await lotteryAds()));
