import { promoSave } from '../../../../../../server/console/promo-endpoint.server';
import { saveSchedule, scheduleInput } from '../../../../../../server/console/promo-schedules';
import { materializeSessions } from '../../../../../../server/promotions/schedule';

export const permission = 'promotions';

/** POST /admin/api/promotions/schedules/{id}: edits a recurring daily session (applies to the days not made yet). */
export const POST = promoSave({
  schema: scheduleInput,
  action: 'promo.schedules.edit',
  objectType: 'promo_schedule',
  message: '已保存每日场次（已生成的场次不变）',
  save: (tx, v, id) => saveSchedule(tx, id, v),
  then: () => materializeSessions(new Date(), { force: true }),
});
