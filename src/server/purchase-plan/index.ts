/** Purchase-plan import (server only): see README.md. */
export { readPaste, readUpload, MAX_PLAN_BYTES, type SheetTable } from './read-file';
export { FIELD_LABELS, type ColumnMapping, type PlanField } from './headers';
export { addPlanToCart, matchPlan, type PlanView, type PlanLineView, type GoodsOption } from './service';
export { pricePlan, type PlanPricing } from './price';
export { deletePlan, listPlans, runPlan, savePlan } from './saved';
export { templateXlsx, TEMPLATE_FILENAME } from './template';
export { planActor } from './http.server';
export * from './schemas';
