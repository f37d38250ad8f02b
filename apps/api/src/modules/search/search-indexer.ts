import {
  MARKETS,
  PREVIEW_LIST_MAX,
  ROLE_CODES,
  completedSections,
  completionPercent,
  isVisibleInSearch,
  type BoostType,
} from '@ajar/domain';
import { and, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  counsellingSubjectsOf,
  curriculaOf,
  experienceOf,
  groupBy,
  nonAcademicOf,
  profileCoresOf,
  skillsOf,
  subjectsOf,
  type ProfileCore,
} from '../profile';
import type { SearchCard } from './search-card';
import { deletionVariants, foldText, rowsOf, wordsOf } from '../../infra/search/search-text';
import { searchTutorDocuments } from './search.tables';
import { boostRunning, usersBoostedAt } from '../boost';
import { KIND_WORDS } from './search-synonyms';
import { curriculaAndLevels, experienceYears } from './search-document-parts';
import type { Clock } from '../../infra/clock';

/** The boost type that puts a tutor at the top of browse results. */
const LISTING_BOOST: BoostType = 'CategoryListingPage';

export const SEARCH_FLUSH_BATCH = 1000;
/** Words longer than this are not typo candidates (nobody misspells a URL into a name). */
const TERM_MAX_LENGTH = 32;

interface DocumentInput {
  readonly user_id: string;
  readonly country: string;
  readonly tutor_kind: string;
  readonly listed: boolean;
  readonly completion_percent: number;
  readonly first_name: string;
  readonly last_name: string;
  readonly sort_name: string;
  readonly token: string;
  readonly address: string | null;
  readonly address_text: string;
  readonly description: string | null;
  readonly avatar_path: string | null;
  readonly subject_ids: string[];
  readonly curriculum_ids: string[];
  readonly level_ids: string[];
  readonly non_academic_ids: string[];
  readonly counselling_subject_ids: string[];
  readonly subject_names: string[];
  readonly skills: string[];
  readonly min_price: number | null;
  readonly max_price: number | null;
  readonly experience_years: number;
  readonly testimonial_count: number;
  readonly rating: number | null;
  readonly joined_at: string;
  readonly card: SearchCard;
  readonly names_text: string;
  readonly subjects_text: string;
  readonly description_text: string;
}

const unique = <Item>(items: Iterable<Item>): Item[] => [...new Set(items)];

interface Lists {
  readonly subjects: Map<string, Awaited<ReturnType<typeof subjectsOf>>>;
  readonly curricula: Map<string, Awaited<ReturnType<typeof curriculaOf>>>;
  readonly skills: Map<string, Awaited<ReturnType<typeof skillsOf>>>;
  readonly experience: Map<string, Awaited<ReturnType<typeof experienceOf>>>;
  readonly nonAcademic: Map<string, Awaited<ReturnType<typeof nonAcademicOf>>>;
  readonly counselling: Map<string, Awaited<ReturnType<typeof counsellingSubjectsOf>>>;
}

async function listsOf(executor: Executor, userIds: readonly string[]): Promise<Lists> {
  const owner = (row: { userPvid: string }) => row.userPvid;
  return {
    subjects: groupBy(await subjectsOf(executor, userIds), owner),
    curricula: groupBy(await curriculaOf(executor, userIds), owner),
    skills: groupBy(await skillsOf(executor, userIds), owner),
    experience: groupBy(await experienceOf(executor, userIds), owner),
    nonAcademic: groupBy(await nonAcademicOf(executor, userIds), owner),
    counselling: groupBy(await counsellingSubjectsOf(executor, userIds), owner),
  };
}

function documentOf(core: ProfileCore, lists: Lists, now: Date): DocumentInput {
  const { user } = core;
  const id = user.id;
  const kind = user.tutorKind ?? 'ACADEMIC';
  const sections = completedSections(core.facts);
  const percent = completionPercent(sections);
  const subjects = lists.subjects.get(id) ?? [];
  const nonAcademic = lists.nonAcademic.get(id) ?? [];
  const counselling = lists.counselling.get(id) ?? [];
  const experience = lists.experience.get(id) ?? [];
  const skills = (lists.skills.get(id) ?? []).map((skill) => skill.name);

  const offers = subjects.flatMap((subject) =>
    subject.levels.map((level) => ({
      subjectId: subject.programmeSubjectPvid,
      subjectName: subject.name,
      levelId: level.programmeLevelPvid,
      price: level.pricePerHour,
    })),
  );
  const nonAcademicOffers = nonAcademic.flatMap((category) =>
    category.subNonAcademic.map((sub) => ({
      id: sub.nonAcademicPvid,
      parentId: category.pvid,
      price: sub.pricePerHour,
    })),
  );
  // What the card is about follows the tutor's kind; every offer still feeds keywords.
  const ownPrices =
    kind === 'LIFELONG'
      ? nonAcademicOffers.map((offer) => offer.price)
      : kind === 'COUNSELLING'
        ? counselling.map((subject) => subject.pricePerHour)
        : offers.map((offer) => offer.price);
  const shownSubjects =
    kind === 'LIFELONG'
      ? nonAcademic.flatMap((category) => category.subNonAcademic.map((sub) => sub.name))
      : kind === 'COUNSELLING'
        ? counselling.map((subject) => subject.name)
        : subjects.map((subject) => subject.name);
  const allSubjectNames = unique([
    ...subjects.map((subject) => subject.name),
    ...nonAcademic.flatMap((category) => [category.name, ...category.subNonAcademic.map((sub) => sub.name)]),
    ...counselling.map((subject) => subject.name),
  ]);
  const latest = experience[0];
  const latestSubject = latest?.subjects[0];
  const hasAvatar = user.avatarUrl !== null;
  const rating = core.averageRating === null ? null : Math.round(core.averageRating * 10) / 10;
  const card: SearchCard = {
    role: core.role.code,
    subjects: unique(shownSubjects).slice(0, PREVIEW_LIST_MAX),
    offers,
    nonAcademicOffers,
    prices: unique(ownPrices)
      .sort((a, b) => a - b)
      .slice(0, PREVIEW_LIST_MAX),
    experience: {
      level: latestSubject?.level ?? null,
      subject: latestSubject?.name ?? null,
      curriculum: latestSubject?.curriculum ?? null,
      institution: latest?.institution ?? null,
    },
    nonAcademic,
    userSubject: counselling.map((subject) => ({
      pvid: subject.pvid,
      orderList: subject.orderList,
      programSubjectCoachesPvid: subject.programmeSubjectCounsellingPvid,
      pricePerHour: subject.pricePerHour,
      subject: { pvid: subject.programmeSubjectCounsellingPvid, name: subject.name, country: user.country },
    })),
    sections,
  };
  return {
    user_id: id,
    country: user.country,
    tutor_kind: kind,
    listed: user.isActive && hasAvatar && isVisibleInSearch(percent),
    completion_percent: percent,
    first_name: user.firstName,
    last_name: user.lastName,
    sort_name: foldText(`${user.firstName} ${user.lastName}`),
    token: user.token,
    address: user.address,
    address_text: foldText(user.address ?? ''),
    description: user.description,
    avatar_path: user.avatarUrl,
    subject_ids: unique(subjects.map((subject) => subject.programmeSubjectPvid)),
    curriculum_ids: unique((lists.curricula.get(id) ?? []).map((curriculum) => curriculum.pvid)),
    level_ids: unique(offers.map((offer) => offer.levelId)),
    non_academic_ids: unique(nonAcademicOffers.flatMap((offer) => [offer.id, offer.parentId])),
    counselling_subject_ids: unique(counselling.map((subject) => subject.programmeSubjectCounsellingPvid)),
    subject_names: allSubjectNames,
    skills,
    min_price: ownPrices.length > 0 ? Math.min(...ownPrices) : null,
    max_price: ownPrices.length > 0 ? Math.max(...ownPrices) : null,
    experience_years: experienceYears(experience, now),
    testimonial_count: core.testimonialCount,
    rating,
    joined_at: user.dateJoined.toISOString(),
    card,
    names_text: foldText(`${user.firstName} ${user.lastName}`),
    subjects_text: foldText(
      [
        ...allSubjectNames,
        ...skills,
        ...curriculaAndLevels(subjects, lists.curricula.get(id) ?? []),
        ...KIND_WORDS[kind],
      ].join(' '),
    ),
    description_text: user.description ?? '',
  };
}

/** The typo vocabulary's words of a document: names, subjects, skills, address (not descriptions). */
function termsOf(document: DocumentInput): string[] {
  return wordsOf([document.names_text, document.subjects_text, document.address_text].join(' ')).filter(
    (word) => word.length >= 2 && word.length <= TERM_MAX_LENGTH && !/^\p{N}+$/u.test(word),
  );
}

/** 1 while the tutor has a browse-results boost running at `now` (ordered first, marked Featured), else 0. */
const listingBoostAt = (userId: SQL, now: Date): SQL =>
  sql`(${boostRunning(userId, LISTING_BOOST, now)})::int`;

async function writeDocuments(
  executor: Executor,
  documents: readonly DocumentInput[],
  now: Date,
): Promise<void> {
  if (documents.length === 0) return;
  await executor.execute(sql`
    insert into search_tutor_documents (
      user_id, country, tutor_kind, listed, boost, completion_percent, first_name, last_name, sort_name, token,
      address, address_text, description, avatar_path, subject_ids, curriculum_ids, level_ids, non_academic_ids,
      counselling_subject_ids, subject_names, skills, min_price, max_price, experience_years, testimonial_count,
      rating, joined_at, card, search_vector, indexed_at)
    select
      d.user_id, d.country, d.tutor_kind, d.listed, ${listingBoostAt(sql`d.user_id`, now)}, d.completion_percent, d.first_name, d.last_name, d.sort_name,
      d.token, d.address, d.address_text, d.description, d.avatar_path, d.subject_ids, d.curriculum_ids, d.level_ids,
      d.non_academic_ids, d.counselling_subject_ids, d.subject_names, d.skills, d.min_price, d.max_price,
      d.experience_years, d.testimonial_count, d.rating, d.joined_at, d.card,
      setweight(to_tsvector('simple', d.names_text), 'A')
        || setweight(to_tsvector('simple', d.subjects_text) || to_tsvector('english', d.subjects_text), 'B')
        || setweight(to_tsvector('simple', d.address_text), 'C')
        || setweight(
             to_tsvector('simple', d.description_text)
               || to_tsvector('english', d.description_text)
               || to_tsvector('indonesian', d.description_text),
             'D'),
      now()
    from jsonb_to_recordset(${JSON.stringify(documents)}::jsonb) as d(
      user_id uuid, country text, tutor_kind text, listed boolean, completion_percent float8, first_name text,
      last_name text, sort_name text, token text, address text, address_text text, description text,
      avatar_path text, subject_ids uuid[], curriculum_ids uuid[], level_ids uuid[], non_academic_ids uuid[],
      counselling_subject_ids uuid[], subject_names text[], skills text[], min_price bigint, max_price bigint,
      experience_years int, testimonial_count int, rating float8, joined_at timestamptz, card jsonb,
      names_text text, subjects_text text, description_text text)
    on conflict (user_id) do update set
      country = excluded.country, tutor_kind = excluded.tutor_kind, listed = excluded.listed, boost = excluded.boost,
      completion_percent = excluded.completion_percent, first_name = excluded.first_name,
      last_name = excluded.last_name, sort_name = excluded.sort_name, token = excluded.token,
      address = excluded.address, address_text = excluded.address_text, description = excluded.description,
      avatar_path = excluded.avatar_path, subject_ids = excluded.subject_ids,
      curriculum_ids = excluded.curriculum_ids, level_ids = excluded.level_ids,
      non_academic_ids = excluded.non_academic_ids, counselling_subject_ids = excluded.counselling_subject_ids,
      subject_names = excluded.subject_names, skills = excluded.skills, min_price = excluded.min_price,
      max_price = excluded.max_price, experience_years = excluded.experience_years,
      testimonial_count = excluded.testimonial_count, rating = excluded.rating, joined_at = excluded.joined_at,
      card = excluded.card, search_vector = excluded.search_vector, indexed_at = excluded.indexed_at`);
}

/** Adds new words to the vocabulary, and each new word's deletion variants. */
async function writeTerms(executor: Executor, terms: readonly string[]): Promise<void> {
  if (terms.length === 0) return;
  const inserted = rowsOf<{ term: string }>(
    await executor.execute(sql`
    insert into search_terms (term)
    select value from jsonb_array_elements_text(${JSON.stringify(terms)}::jsonb)
    on conflict do nothing
    returning term`),
  );
  const pairs = inserted.flatMap(({ term }) => deletionVariants(term).map((variant) => ({ variant, term })));
  if (pairs.length === 0) return;
  await executor.execute(sql`
    insert into search_term_variants (variant, term)
    select p.variant, p.term from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as p(variant text, term text)
    on conflict do nothing`);
}

/** Rebuilds the documents of these users (dropping those that are not tutors any more). */
export async function rebuildSearchDocuments(
  executor: Executor,
  userIds: readonly string[],
  now: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  const cores = (await profileCoresOf(executor, userIds)).filter(
    (core) => core.role.code === ROLE_CODES.tutor && core.user.country in MARKETS,
  );
  const tutorIds = cores.map((core) => core.user.id);
  await executor
    .delete(searchTutorDocuments)
    .where(
      tutorIds.length > 0
        ? and(
            inArray(searchTutorDocuments.userId, [...userIds]),
            notInArray(searchTutorDocuments.userId, tutorIds),
          )
        : inArray(searchTutorDocuments.userId, [...userIds]),
    );
  if (tutorIds.length === 0) return;
  const lists = await listsOf(executor, tutorIds);
  const documents = cores.map((core) => documentOf(core, lists, now));
  await writeDocuments(executor, documents, now);
  // Sorted, so concurrent flushes adding the same new words take their locks in one order (no deadlock).
  await writeTerms(executor, unique(documents.flatMap(termsOf)).sort());
}

/**
 * Drains the dirty queue: each batch is claimed (SKIP LOCKED, so concurrent flushes share the work) and
 * rebuilt in one transaction; a failure rolls the claim back and the users stay queued. Returns how many
 * users were rebuilt.
 */
export async function flushSearchIndex(
  db: Database,
  options: { readonly batchSize?: number; readonly now?: Date } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? SEARCH_FLUSH_BATCH;
  const now = options.now ?? new Date();
  await queueBoostChanges(db, now);
  let total = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const rows = rowsOf<{ user_id: string }>(
        await tx.execute(sql`
        delete from search_dirty where user_id in (
          select user_id from search_dirty order by queued_at limit ${batchSize} for update skip locked)
        returning user_id`),
      );
      const ids = rows.map((row) => row.user_id);
      await rebuildSearchDocuments(tx, ids, now);
      return ids.length;
    });
    total += claimed;
    if (claimed < batchSize) return total;
  }
}

/**
 * Boosts start and end with the time, not with a write: queues the tutors whose document says otherwise than
 * `now` (a boosted document whose boost ended, a running boost whose document is not boosted yet).
 */
async function queueBoostChanges(db: Database, now: Date): Promise<void> {
  await db.execute(sql`
    insert into search_dirty (user_id)
    select d.user_id from search_tutor_documents d
    where d.boost > 0 and ${listingBoostAt(sql`d.user_id`, now)} = 0
    union
    select d.user_id from search_tutor_documents d
    where d.boost = 0 and d.user_id in (${usersBoostedAt(LISTING_BOOST, now)})
    on conflict (user_id) do nothing`);
}

export interface SearchIndexer {
  stop(): Promise<void>;
}

/** Flushes on an interval in the running server (mutations flush at once; this catches the rest). */
export function startSearchIndexer(
  db: Database,
  options: {
    readonly intervalMs: number;
    readonly clock?: Clock;
    readonly onError: (error: unknown) => void;
  },
): SearchIndexer {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    // A slow flush is not stacked upon: the next tick after it finishes picks up what is left.
    if (stopped || running) return;
    running = flushSearchIndex(db, { now: options.clock?.now() })
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  }, options.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
