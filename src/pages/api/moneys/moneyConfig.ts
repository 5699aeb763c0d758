import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { moneyConfigView } from '../../../server/wallet/topup';
import { gatewayEnabled } from '../../../server/payments/gateway';

/** GET /api/moneys/moneyConfig: top-up presets, minimum, maximum and bonus rule (yuan). */
export const GET = endpoint(async () => ok({ ...moneyConfigView(), online: gatewayEnabled() ? 1 : 0 }));
