export { activitiesFor, shippingFor, FALLBACK_SHIPPING } from './pricing-inputs';
