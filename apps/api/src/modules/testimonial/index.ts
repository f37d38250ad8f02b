// The public face of the testimonial area: the one file other areas and the app layer import.
export { testimonials } from './testimonial.tables';
// The team's console: reports of reviews, and their removal by the team.
export { removeTestimonial, testimonialForReport } from './testimonial-moderation';
export type { ReportedTestimonial } from './testimonial-moderation';
