import { promoSave } from '../../../../../server/console/promo-endpoint.server';
import { saveSchedule, scheduleInput } from '../../../../../server/console/promo-schedules';
import { materializeSessions } from '../../../../../server/promotions/schedule';

export const permission = 'promotions';

/** POST /admin/api/promotions/schedules: creates a recurring daily session (整点秒杀场次, 每日特价); today's session is made at once. */
export const POST = promoSave({
  schema: scheduleInput,
  action: 'promo.schedules.create',
  objectType: 'promo_schedule',
  message: '已创建每日场次',
  save: (tx, v) => saveSchedule(tx, null, v),
  then: () => materializeSessions(new Date(), { force: true }),
});
