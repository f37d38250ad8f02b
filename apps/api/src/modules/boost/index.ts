// The public face of the boost area: the one file other areas and the app layer import.
export { boostRunning, usersBoostedAt } from './boost.queries';
export { bookBoost } from './boost.service';
