import { LEARNING_GOALS, PREFERRED_TIMES } from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { SearchTutorType } from '../search/transport';
import { myLearningGoals, recommendedTutors, saveLearningGoals } from './learning-goals.service';
import type { LearningGoalsView, RecommendedTutorView } from './learning-goals.shapes';

const LearningGoalEnum = builder.enumType('LearningGoal', {
  description: 'Why the student learns: an exam, school, a skill, a hobby.',
  values: LEARNING_GOALS,
});

const PreferredTimeEnum = builder.enumType('PreferredTime', {
  description: 'A part of the day: MORNING 06–12, AFTERNOON 12–17, EVENING 17–22 (TIME_OF_DAY_MINUTES).',
  values: PREFERRED_TIMES,
});

const GoalSubjectType = builder
  .objectRef<LearningGoalsView['subjects'][number]>('LearningGoalSubject')
  .implement({
    fields: (t) => ({ pvid: t.exposeID('pvid'), name: t.exposeString('name') }),
  });

const LearningGoalsType = builder.objectRef<LearningGoalsView>('LearningGoals').implement({
  description: "A student's learning goals, asked at onboarding.",
  fields: (t) => ({
    subjects: t.field({ type: [GoalSubjectType], resolve: (goals) => goals.subjects }),
    level: t.field({ type: GoalSubjectType, nullable: true, resolve: (goals) => goals.level }),
    goal: t.field({ type: LearningGoalEnum, resolve: (goals) => goals.goal }),
    budgetPerHour: t.expose('budgetPerHour', {
      type: 'Money',
      nullable: true,
      description: 'The most an hour, minor units of `currency`; null: any price.',
    }),
    currency: t.exposeString('currency'),
    preferredDays: t.exposeStringList('preferredDays', { description: 'Mon..Sun.' }),
    preferredTimes: t.field({ type: [PreferredTimeEnum], resolve: (goals) => goals.preferredTimes }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const RecommendedTutorType = builder.objectRef<RecommendedTutorView>('RecommendedTutor').implement({
  description: "A tutor for the student's goals.",
  fields: (t) => ({
    tutor: t.field({ type: SearchTutorType, resolve: (match) => match.tutor }),
    subjectPvid: t.exposeID('subjectPvid'),
    subjectName: t.exposeString('subjectName'),
    pricePerHour: t.expose('pricePerHour', {
      type: 'Money',
      description: 'Minor units an hour of the subject matched.',
    }),
    currency: t.exposeString('currency'),
    levelMatched: t.exposeBoolean('levelMatched', { description: "The tutor teaches the student's level." }),
  }),
});

builder.queryFields((t) => ({
  myLearningGoals: t.withAuth({ student: true }).field({
    type: LearningGoalsType,
    nullable: true,
    description: "The signed-in student's learning goals; null before they saved any.",
    resolve: (_root, _args, { deps, viewer }) => myLearningGoals(deps, viewer),
  }),
  getRecommendedTutors: t.withAuth({ student: true }).field({
    type: [RecommendedTutorType],
    nullable: { list: false, items: true },
    description:
      "Tutors of the student's market for their saved subjects and days, within the budget, their level first (limit 1..20, default 4). No saved goals: [].",
    args: { limit: t.arg.int() },
    resolve: (_root, args, { deps, viewer }) => recommendedTutors(deps, viewer, args.limit),
  }),
}));

builder.mutationFields((t) => ({
  saveLearningGoals: t.withAuth({ student: true }).field({
    type: LearningGoalsType,
    description: "Saves the student's learning goals (replacing the ones saved). Bad input writes nothing.",
    args: {
      subjects: t.arg.idList({ required: true, description: '1..10 subject pvids of the market.' }),
      level: t.arg.id({ description: 'A level pvid of the market.' }),
      goal: t.arg({ type: LearningGoalEnum, required: true }),
      budgetPerHour: t.arg({ type: 'Money', description: 'The most an hour, minor units; none: any price.' }),
      preferredDays: t.arg.stringList({ required: true, description: 'Mon..Sun.' }),
      preferredTimes: t.arg({ type: [PreferredTimeEnum], required: true }),
    },
    resolve: (_root, args, { deps, viewer }) =>
      saveLearningGoals(deps, viewer, {
        ...args,
        subjects: args.subjects.map(String),
        level: args.level === null || args.level === undefined ? null : String(args.level),
      }),
  }),
}));
