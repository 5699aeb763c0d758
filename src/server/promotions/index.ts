export { activitiesFor, shippingFor } from './pricing-inputs';
