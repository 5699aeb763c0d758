export { activitiesFor, shippingFor } from './activities';
