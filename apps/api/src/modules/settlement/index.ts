// The public face of the settlement area: the one file other areas and the app layer import.
export { bookingSettlement } from './booking-settlement';
