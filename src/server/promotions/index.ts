export { activitiesFor, shippingFor, FALLBACK_SHIPPING } from './activities';
