/** The testimonials area's public face: its pages, strings, and the list and link public profiles show. */
export { testimonialsEn } from './i18n/en';
export { testimonialsId } from './i18n/id';
export { TestimonialList } from './components/testimonial-list';
export { addTestimonialsLink } from './testimonial-links';
