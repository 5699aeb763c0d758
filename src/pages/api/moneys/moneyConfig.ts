import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { moneyConfigView } from '../../../server/wallet/topup';
import { gatewayEnabled } from '../../../server/payments/gateway';
import { offeredChannels } from '../../../server/payments/channel';

/** GET /api/moneys/moneyConfig: top-up presets, minimum, maximum, bonus rule (yuan) and the channels offered. */
export const GET = endpoint(async () => ok({ ...moneyConfigView(), online: gatewayEnabled() ? 1 : 0, channels: offeredChannels() }));
