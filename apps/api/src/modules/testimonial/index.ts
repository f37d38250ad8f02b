// The public face of the testimonial area: the one file other areas and the app layer import.
export { testimonials } from './testimonial.tables';
