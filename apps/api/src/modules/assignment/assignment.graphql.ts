import { MESSAGES, TUTOR_GENDER_PREFERENCES, broadcastRemark } from '@ajar/domain';
import { builder } from '../../graphql/builder';
import {
  addPostingAssignment,
  answerAssignment,
  assignmentDetail,
  findAssignments,
  listMyAssignments,
  listTutorAcceptances,
  setAssignmentActive,
  type AcceptanceAnswer,
} from './assignment.service';
import type { AssignmentAcceptanceView, AssignmentPersonView, AssignmentView } from './assignment.shapes';

const AssignmentPersonType = builder.objectRef<AssignmentPersonView>('AssignmentPerson').implement({
  description: 'The student who posted an assignment, or a tutor on its acceptance list.',
  fields: (t) => ({
    userPvid: t.exposeID('userPvid'),
    userCode: t.exposeString('userCode', { description: 'The public profile token (tutor profile path).' }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
  }),
});

const AssignmentAcceptanceType = builder
  .objectRef<AssignmentAcceptanceView>('AssignmentAcceptance')
  .implement({
    description:
      'Spec section 3, acceptanceTutorList: offered by a broadcast (isApply false, isAccept null), ' +
      'accepted = applied (both true), or rejected (isAccept false).',
    fields: (t) => ({
      pvid: t.exposeID('pvid'),
      isApply: t.exposeBoolean('isApply'),
      isAccept: t.exposeBoolean('isAccept', { nullable: true }),
      broadcasted: t.exposeBoolean('broadcasted'),
      updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
      tutor: t.field({ type: AssignmentPersonType, resolve: (acceptance) => acceptance.tutor }),
    }),
  });

const AssignmentRoleEnum = builder.enumType('AssignmentRole', {
  description: 'How the viewer stands to the assignment.',
  values: ['OWNER', 'TUTOR', 'VIEWER'] as const,
});

const AssignmentType = builder.objectRef<AssignmentView>('AssignmentPosting').implement({
  description: 'Spec section 3, Assignment posting. Prices are hourly, in minor units of `currency`.',
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    title: t.exposeString('title'),
    tutorExperience: t.exposeInt('tutorExperience', { description: 'Over this many years; 0 for any.' }),
    location: t.exposeString('location'),
    notes: t.exposeString('notes', { nullable: true }),
    isActive: t.exposeBoolean('isActive'),
    tutorGender: t.exposeString('tutorGender', { description: TUTOR_GENDER_PREFERENCES.join(' | ') }),
    curriculumPvid: t.exposeID('curriculumPvid'),
    subjectPvid: t.exposeID('subjectPvid'),
    programmeLevelName: t.exposeString('programmeLevelName', { description: 'The curriculum.' }),
    programmeSubjectName: t.exposeString('programmeSubjectName'),
    priceRangeStartPrice: t.expose('priceRangeStartPrice', { type: 'Money' }),
    priceRangeEndPrice: t.expose('priceRangeEndPrice', { type: 'Money' }),
    currency: t.exposeString('currency'),
    country: t.exposeString('country'),
    isJoin: t.exposeBoolean('isJoin'),
    joinStudent: t.exposeInt('joinStudent'),
    broadcast: t.exposeBoolean('broadcast'),
    broadcastRemark: t.string({
      nullable: true,
      description: "How many matching tutors the broadcast reached, in the assignment's market language.",
      resolve: (assignment) =>
        assignment.broadcastCount === null
          ? null
          : broadcastRemark(assignment.broadcastCount, assignment.country),
    }),
    broadcastCount: t.exposeInt('broadcastCount', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    role: t.expose('role', { type: AssignmentRoleEnum }),
    profileJoin: t.field({ type: AssignmentPersonType, resolve: (assignment) => assignment.profileJoin }),
    acceptanceTutorList: t.field({
      type: [AssignmentAcceptanceType],
      description: 'Every tutor for the student who posted it; only their own row for a tutor.',
      resolve: (assignment) => [...assignment.acceptanceTutorList],
    }),
    applicantCount: t.exposeInt('applicantCount'),
  }),
});

const AcceptanceAnswerType = builder.objectRef<AcceptanceAnswer>('AssignmentAcceptanceResult').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    message: t.exposeString('message'),
    assignment: t.field({ type: AssignmentType, resolve: (answer) => answer.assignment }),
  }),
});

const PriceRangeInput = builder.inputType('AssignmentPriceRangeInput', {
  description: 'Hourly, in minor units of the market currency.',
  fields: (t) => ({
    startPrice: t.field({ type: 'Money', required: true }),
    endPrice: t.field({ type: 'Money', required: true }),
  }),
});

builder.queryFields((t) => ({
  listPostingAssignment: t.withAuth({ member: true }).field({
    type: [AssignmentType],
    nullable: { list: false, items: true },
    description: "The signed-in student's own assignments, newest first.",
    resolve: (_root, _args, { deps, viewer }) => listMyAssignments(deps, viewer),
  }),
  listPostingAssignmentPublic: t.withAuth({ member: true }).field({
    type: [AssignmentType],
    nullable: { list: false, items: true },
    description: 'Open assignments of a market; only for signed-in people of that market.',
    args: { country: t.arg.string({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => {
      return findAssignments(deps, viewer, {
        country: args.country,
        keywords: [],
        location: null,
        subjectId: null,
        curriculumId: null,
        startPrice: null,
        endPrice: null,
        tutorExperience: null,
      });
    },
  }),
  findAssignment: t.withAuth({ member: true }).field({
    type: [AssignmentType],
    nullable: { list: false, items: true },
    description:
      'Open assignments of the viewer market: every keyword in the title, notes or location; prices are ' +
      'hourly minor units and match ranges that overlap; tutorExperience is the asked experience (1, 2, 3, 5).',
    args: {
      keywords: t.arg.string(),
      location: t.arg.string(),
      subject: t.arg.id(),
      curriculum: t.arg.id(),
      limit: t.arg.int(),
      startPrice: t.arg({ type: 'Money' }),
      endPrice: t.arg({ type: 'Money' }),
      country: t.arg.string(),
      tutorExperience: t.arg.int(),
    },
    resolve: (_root, args, { deps, viewer }) => {
      const words = (args.keywords ?? '').trim().slice(0, 100).split(/\s+/).filter(Boolean);
      return findAssignments(deps, viewer, {
        country: args.country ?? null,
        keywords: words,
        location: args.location?.trim() || null,
        subjectId: args.subject ? args.subject : null,
        curriculumId: args.curriculum ? args.curriculum : null,
        startPrice: args.startPrice ?? null,
        endPrice: args.endPrice ?? null,
        tutorExperience: args.tutorExperience ?? null,
        limit: args.limit ?? null,
      });
    },
  }),
  detailPostingAssignment: t.withAuth({ member: true }).field({
    type: AssignmentType,
    args: { pvid: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => assignmentDetail(deps, viewer, args.pvid),
  }),
  listAssignmentAcceptance: t.withAuth({ member: true }).field({
    type: [AssignmentType],
    nullable: { list: false, items: true },
    description: 'The assignments offered to or answered by the signed-in tutor, most recent first.',
    resolve: (_root, _args, { deps, viewer }) => listTutorAcceptances(deps, viewer),
  }),
}));

builder.mutationFields((t) => ({
  addPostingAssignment: t.withAuth({ member: true }).field({
    type: AssignmentType,
    description: `A student posts in their own market. ${MESSAGES.assignmentPosted}.`,
    args: {
      title: t.arg.string(),
      curriculumPvid: t.arg.id(),
      subjectPvid: t.arg.id(),
      tutorExperience: t.arg.int(),
      location: t.arg.string(),
      notes: t.arg.string(),
      isActive: t.arg.boolean(),
      tutorGender: t.arg.string(),
      isJoin: t.arg.boolean(),
      joinStudent: t.arg.int(),
      priceRange: t.arg({ type: PriceRangeInput }),
      broadcast: t.arg.boolean(),
      country: t.arg.string({ description: 'The page market; refused when it is not the student’s own.' }),
    },
    resolve: (_root, args, { deps, viewer }) => {
      const input = Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null));
      return addPostingAssignment(deps, viewer, input);
    },
  }),
  acceptanceAssignment: t.withAuth({ member: true }).field({
    type: AcceptanceAnswerType,
    description:
      'The signed-in tutor accepts (applies to) or rejects an assignment of their market, for themselves.',
    args: { pvid: t.arg.id({ required: true }), isAccept: t.arg.boolean({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => answerAssignment(deps, viewer, args.pvid, args.isAccept),
  }),
  setPostingAssignmentActive: t.withAuth({ member: true }).field({
    type: AssignmentType,
    description: 'The student who posted it opens or closes an assignment.',
    args: { pvid: t.arg.id({ required: true }), isActive: t.arg.boolean({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => setAssignmentActive(deps, viewer, args.pvid, args.isActive),
  }),
}));
