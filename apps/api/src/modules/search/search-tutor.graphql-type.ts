import { builder } from '../../graphql/builder';
import { TutorKindEnum } from '../account/transport';
import { CompletionUserType, ProfileNonAcademicType } from '../profile/transport';
import type { SearchResourceView, SearchTutorView } from './search.shapes';

export const SearchResourceType = builder.objectRef<SearchResourceView>('SearchResource').implement({
  fields: (t) => ({ path: t.exposeString('path', { description: 'Avatar URL path.' }) }),
});

/** Spec section 3, Tutor search result: one tutor card (search, matching guide, favourites). */
export const SearchTutorType = builder.objectRef<SearchTutorView>('SearchTutor').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid', { description: 'The profile id (= userPvid).' }),
    userPvid: t.exposeID('userPvid'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    address: t.exposeString('address', { nullable: true }),
    role: t.exposeString('role', { description: 'Role code, TTR0.' }),
    tutorKind: t.expose('tutorKind', { type: TutorKindEnum }),
    token: t.exposeString('token'),
    country: t.exposeString('country'),
    currency: t.exposeString('currency'),
    pricePerHour: t.expose('pricePerHour', {
      type: 'Money',
      nullable: true,
      description: 'Lowest hourly price (minor units) of what this search is about.',
    }),
    description: t.exposeString('description', { nullable: true, description: 'Cut to 250 + …' }),
    subjects: t.exposeStringList('subjects', { description: 'At most 10.' }),
    experienceYears: t.exposeInt('experienceYears'),
    experienceLevel: t.exposeString('experienceLevel', { nullable: true }),
    experienceSubject: t.exposeString('experienceSubject', { nullable: true }),
    experienceCurriculum: t.exposeString('experienceCurriculum', { nullable: true }),
    experienceInstitution: t.exposeString('experienceInstitution', { nullable: true }),
    testimonial: t.exposeInt('testimonial', { description: 'Number of confirmed testimonials.' }),
    rating: t.exposeFloat('rating', { nullable: true, description: 'Average 1..5, one decimal.' }),
    resource: t.field({ type: SearchResourceType, nullable: true, resolve: (tutor) => tutor.resource }),
    completionUser: t.field({ type: CompletionUserType, resolve: (tutor) => tutor.completionUser }),
    nonAcademic: t.field({ type: [ProfileNonAcademicType], resolve: (tutor) => tutor.nonAcademic }),
    joinedAt: t.expose('joinedAt', { type: 'DateTime' }),
    featured: t.exposeBoolean('featured', {
      description: 'A browse-results boost runs for this tutor: listed first and marked Featured.',
    }),
  }),
});
