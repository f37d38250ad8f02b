import { builder } from '../../graphql/builder';
import { CompletionDetailType, CompletionUserType } from '../profile/transport';
import { SearchResourceType, SearchTutorType } from './search-tutor.graphql-type';
import {
  findCoaches,
  findTutors,
  globalSearch,
  matchingTutors,
  searchKindTotals,
  sortTutors,
  type PriceRangeArgs,
} from './search.service';
import type {
  CoachSearchResultView,
  CoachSubjectView,
  ContentDocumentView,
  GlobalSearchResultView,
  MatchingTutorView,
  SearchCoachView,
  SearchKindTotalView,
  SearchTutorDocumentView,
  SearchTutorResultView,
} from './search.shapes';

const PriceRangeInput = builder.inputType('PriceRange', {
  fields: (t) => ({
    startPrice: t.field({ type: 'Money', description: 'Minor units, inclusive.' }),
    endPrice: t.field({ type: 'Money', description: 'Minor units, inclusive.' }),
  }),
});

const SearchTutorResultType = builder.objectRef<SearchTutorResultView>('SearchTutorResult').implement({
  fields: (t) => ({
    page: t.exposeInt('page'),
    total: t.exposeInt('total', { description: 'How many results match: a count, not an amount of money.' }),
    totalPages: t.exposeInt('totalPages', { description: 'How many pages the results fill: a count.' }),
    tutors: t.field({
      type: [SearchTutorType],
      nullable: { list: false, items: true },
      resolve: (result) => result.tutors,
    }),
  }),
});

const CoachSubjectSubjectType = builder
  .objectRef<CoachSubjectView['subject']>('CoachSubjectSubject')
  .implement({
    fields: (t) => ({
      pvid: t.exposeID('pvid'),
      name: t.exposeString('name'),
      country: t.exposeString('country'),
    }),
  });

const CoachSubjectType = builder.objectRef<CoachSubjectView>('CoachSubject').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    orderList: t.exposeInt('orderList'),
    programSubjectCoachesPvid: t.exposeID('programSubjectCoachesPvid', {
      description: 'The counselling subject reference pvid.',
    }),
    pricePerHour: t.expose('pricePerHour', { type: 'Money' }),
    subject: t.field({ type: CoachSubjectSubjectType, resolve: (subject) => subject.subject }),
  }),
});

const SearchCoachType = builder.objectRef<SearchCoachView>('SearchCoach').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    userPvid: t.exposeID('userPvid'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    address: t.exposeString('address', { nullable: true }),
    token: t.exposeString('token'),
    pricePerHour: t.expose('pricePerHour', {
      type: 'Money',
      nullable: true,
      description: 'Lowest of userSubject prices.',
    }),
    currency: t.exposeString('currency'),
    country: t.exposeString('country'),
    description: t.exposeString('description', { nullable: true, description: 'Cut to 250 + …' }),
    completionUser: t.field({ type: CompletionUserType, resolve: (coach) => coach.completionUser }),
    completionDetail: t.field({ type: [CompletionDetailType], resolve: (coach) => coach.completionDetail }),
    userSubject: t.field({ type: [CoachSubjectType], resolve: (coach) => coach.userSubject }),
    resource: t.field({ type: SearchResourceType, nullable: true, resolve: (coach) => coach.resource }),
  }),
});

const CoachSearchResultType = builder.objectRef<CoachSearchResultView>('CoachSearchResult').implement({
  fields: (t) => ({
    page: t.exposeInt('page'),
    total: t.exposeInt('total', { description: 'How many results match: a count, not an amount of money.' }),
    totalPages: t.exposeInt('totalPages', { description: 'How many pages the results fill: a count.' }),
    coaches: t.field({
      type: [SearchCoachType],
      nullable: { list: false, items: true },
      resolve: (result) => result.coaches,
    }),
  }),
});

const SearchTutorDocumentType = builder.objectRef<SearchTutorDocumentView>('SearchTutorDocument').implement({
  fields: (t) => ({
    id: t.exposeID('id', { description: 'userPvid' }),
    FirstName: t.exposeString('FirstName'),
    LastName: t.exposeString('LastName'),
    Description: t.exposeString('Description', { nullable: true }),
    Address: t.exposeString('Address', { nullable: true }),
    Subjects: t.exposeStringList('Subjects'),
    Prices: t.expose('Prices', { type: ['Money'] }),
    experienceInYears: t.exposeInt('experienceInYears'),
    Country: t.exposeString('Country'),
    Token: t.exposeString('Token'),
    skill: t.exposeStringList('skill'),
    rating: t.exposeFloat('rating', { nullable: true }),
    testimonial: t.exposeInt('testimonial'),
    currency: t.exposeString('currency'),
    avatar: t.exposeString('avatar', { nullable: true }),
  }),
});

const ContentDocumentType = builder.objectRef<ContentDocumentView>('ContentDocument').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    Title: t.exposeString('Title'),
    Subject: t.exposeString('Subject', { nullable: true, description: 'First tag.' }),
    Price: t.expose('Price', { type: 'Money', description: '0 = free.' }),
    Currency: t.exposeString('Currency'),
    Tags: t.exposeStringList('Tags'),
    views: t.exposeInt('views'),
    sales: t.exposeInt('sales', {
      description: 'How many times it was bought: a count, not an amount of money.',
    }),
    Rating: t.exposeFloat('Rating', { nullable: true }),
    reviews: t.exposeInt('reviews', { description: 'Comment count.' }),
    Description: t.exposeString('Description', { nullable: true }),
    authorName: t.exposeString('authorName'),
    authorToken: t.exposeString('authorToken'),
    authorUserPvid: t.exposeID('authorUserPvid'),
  }),
});

const GlobalSearchResultType = builder.objectRef<GlobalSearchResultView>('GlobalSearchResult').implement({
  fields: (t) => ({
    tutors: t.field({
      type: [SearchTutorDocumentType],
      nullable: { list: false, items: true },
      resolve: (result) => result.tutors,
    }),
    contents: t.field({
      type: [ContentDocumentType],
      nullable: { list: false, items: true },
      resolve: (result) => result.contents,
    }),
  }),
});

const MatchingTutorType = builder.objectRef<MatchingTutorView>('MatchingTutor').implement({
  fields: (t) => ({
    tutor: t.field({ type: SearchTutorType, resolve: (match) => match.tutor }),
    matchedSubjects: t.exposeStringList('matchedSubjects'),
    weeklyPrice: t.expose('weeklyPrice', { type: 'Money', nullable: true }),
  }),
});

const SearchKindTotalType = builder.objectRef<SearchKindTotalView>('SearchKindTotal').implement({
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'ACADEMIC (tutors), LIFELONG (coaches) or COUNSELLING.' }),
    total: t.exposeInt('total', { description: 'How many match: a count, not an amount of money.' }),
  }),
});

const priceRange = (range: PriceRangeArgs | null | undefined): PriceRangeArgs | null | undefined => range;

builder.mutationFields((t) => ({
  findTutors: t.field({
    type: SearchTutorResultType,
    description:
      'Spec section 7: academic tutors by default; lifelong when nonAcademicPvid is given or fromWhere is "lifelong". Typo-tolerant keywords.',
    args: {
      keywords: t.arg.string(),
      price_range: t.arg({ type: PriceRangeInput }),
      subjects: t.arg.idList({ description: 'Reference subject pvids (any of).' }),
      curriculums: t.arg.idList({ description: 'Curriculum pvids (any of).' }),
      levels: t.arg.idList({ description: 'Programme level pvids (any of).' }),
      tutorExperience: t.arg.int({ description: 'Over N years (1, 2, 3, 5).' }),
      limit: t.arg.int(),
      page: t.arg.int(),
      recently: t.arg.boolean(),
      alphabet: t.arg.boolean(),
      pricePerHour: t.arg.boolean({ description: 'Cheapest first.' }),
      rating: t.arg.int({ description: 'Minimum average rating 1..5.' }),
      testimonial: t.arg.boolean({ description: 'Only tutors with at least one testimonial.' }),
      country: t.arg.string(),
      location: t.arg.string(),
      nonAcademicPvid: t.arg.id(),
      cities: t.arg.stringList(),
      fromWhere: t.arg.string(),
      availableDays: t.arg.stringList({
        description:
          "Any of these days ('Mon'..'Sun'): weekly hours on one of them, within one of availableTimes if given.",
      }),
      availableTimes: t.arg.stringList({
        description: 'Any of MORNING (06–12), AFTERNOON (12–17), EVENING (17–22), the market’s wall clock.',
      }),
    },
    resolve: (_root, args, { deps, viewer }) =>
      findTutors(deps, viewer, {
        ...args,
        price_range: priceRange(args.price_range),
        subjects: args.subjects,
        curriculums: args.curriculums,
        levels: args.levels,
        nonAcademicPvid: args.nonAcademicPvid,
      }),
  }),
}));

builder.queryFields((t) => ({
  sortTutors: t.field({
    type: SearchTutorResultType,
    args: {
      recently: t.arg.boolean(),
      alphabet: t.arg.boolean(),
      country: t.arg.string(),
      page: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_root, args, { deps, viewer }) => sortTutors(deps, viewer, args),
  }),
  findCoaches: t.field({
    type: CoachSearchResultType,
    description: 'Counsellors (tutorKind COUNSELLING) of the market.',
    args: {
      keywords: t.arg.string(),
      price_range: t.arg({ type: PriceRangeInput }),
      limit: t.arg.int(),
      page: t.arg.int(),
      recently: t.arg.boolean(),
      alphabet: t.arg.boolean(),
      country: t.arg.string(),
      location: t.arg.string(),
      coachesSubjectPvid: t.arg.id({ description: 'A counselling subject pvid.' }),
      cities: t.arg.stringList(),
    },
    resolve: (_root, args, { deps, viewer }) =>
      findCoaches(deps, viewer, {
        ...args,
        price_range: priceRange(args.price_range),
        coachesSubjectPvid: args.coachesSubjectPvid,
      }),
  }),
  getMatchingTutors: t.field({
    type: [MatchingTutorType],
    nullable: { list: false, items: true },
    description: 'lessonPerWeek 1..14; preferredDays a subset of Mon..Sun; subjects 1..10 subject pvids.',
    args: {
      lessonPerWeek: t.arg.int({ required: true }),
      preferredDays: t.arg.stringList({ required: true }),
      subjects: t.arg.idList({ required: true }),
      country: t.arg.string(),
    },
    resolve: (_root, args, { deps, viewer }) =>
      matchingTutors(deps, viewer, { ...args, subjects: args.subjects }),
  }),
  searchKindTotals: t.field({
    type: [SearchKindTotalType],
    description:
      'How many listed tutors, coaches and counsellors of the market the keywords find, per kind (none: left out).',
    args: { keywords: t.arg.string({ required: true }), country: t.arg.string() },
    resolve: (_root, args, { deps, viewer }) => searchKindTotals(deps, viewer, args),
  }),
  globalSearch: t.field({
    type: GlobalSearchResultType,
    description: 'The header overlay: tutors and contents, at most 10 each.',
    args: { keywords: t.arg.string({ required: true }), country: t.arg.string() },
    resolve: (_root, args, { deps, viewer }) => globalSearch(deps, viewer, args),
  }),
}));
