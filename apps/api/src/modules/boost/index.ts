// The public face of the boost area: the one file other areas and the app layer import.
export { profileBoosts } from './boost.tables';
export { bookBoost } from './boost.service';
