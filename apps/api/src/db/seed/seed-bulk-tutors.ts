/**
 * Bulk tutors for benchmarks (`npm run seed -- --tutors 100000`): listed tutors across every market, with
 * a complete-enough profile (subjects with priced levels, education, experience, certificate, skills,
 * description, a city address and an avatar: 75%). Set-based: each batch is a dozen INSERT … SELECT
 * FROM jsonb_to_recordset statements, ids are made here so no statement waits on another's RETURNING.
 * All share one password hash and one generated avatar file.
 */
import {
  BRAND_COLOUR,
  COUNTRY_CODES,
  MARKETS,
  ROLE_CODES,
  UPLOAD_FILE_TYPES,
  type CountryCode,
  type TutorKind,
} from '@ajar/domain';
import { and, asc, eq, isNotNull, like, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '../client';
import type { FileStorage } from '../../infra/storage/file-storage';
import { newStorageKey, publicPathOf } from '../../infra/storage/storage-keys';
import { newPublicToken } from '../../infra/crypto/tokens';
import { flushSearchIndex } from '../../modules/search';
import { users } from '../../modules/account';
import { initialsAvatarPng, resources } from '../../modules/resource';
import {
  cities,
  counsellingSubjects,
  curricula,
  levels,
  nonAcademicCategories,
  referenceSubjects,
} from '../../modules/reference';
import { bulkTutorName } from './bulk-tutor-names';
import { cachedPasswordHash, DEFAULT_PASSWORD, roleIdOf } from './factories';
import { demoPriceMinor } from './seed-profiles';

const DAY = 24 * 60 * 60 * 1000;
/** Bulk tutors are demo accounts (wiped with them): bulk-tutor-<index>@ajar.test. */
export const BULK_EMAIL_PREFIX = 'bulk-tutor-';
const BULK_EMAIL_DOMAIN = 'ajar.test';
/** Tutors per batch: ~15 rows each, so a batch's JSON stays a few MB. */
const BATCH = 4000;
const KINDS: readonly TutorKind[] = ['ACADEMIC', 'ACADEMIC', 'LIFELONG', 'COUNSELLING'];

const UNIVERSITIES: Readonly<Record<CountryCode, readonly string[]>> = {
  sg: [
    'National University of Singapore',
    'Nanyang Technological University',
    'Singapore Management University',
  ],
  id: ['Universitas Indonesia', 'Institut Teknologi Bandung', 'Universitas Gadjah Mada'],
  my: ['Universiti Malaya', 'Universiti Kebangsaan Malaysia', 'Universiti Sains Malaysia'],
  ph: ['University of the Philippines Diliman', 'Ateneo de Manila University', 'De La Salle University'],
  in: ['Indian Institute of Technology Bombay', 'University of Delhi', 'Anna University'],
  lk: ['University of Colombo', 'University of Peradeniya', 'University of Moratuwa'],
  us: ['University of Michigan', 'Columbia University', 'University of Texas at Austin'],
};

const CERTIFICATES: Readonly<Record<TutorKind, { name: string; issuer: string }>> = {
  ACADEMIC: { name: 'Teaching Certificate', issuer: 'National Institute of Education' },
  LIFELONG: { name: 'Instructor Certificate', issuer: 'International Coaching Federation' },
  COUNSELLING: { name: 'Certificate in Career Counselling', issuer: 'Career Development Association' },
};

const SKILLS: Readonly<Record<TutorKind, readonly string[]>> = {
  ACADEMIC: ['Exam preparation', 'Lesson planning', 'Patience', 'Past papers', 'Online lessons'],
  LIFELONG: ['Performance coaching', 'Group classes', 'Motivation', 'Beginners welcome'],
  COUNSELLING: ['Career planning', 'Active listening', 'Application essays', 'Scholarships'],
};

const PITCHES = [
  'I explain every step clearly and set weekly practice so progress shows within a term.',
  'Lessons are patient and structured, with past papers and short quizzes.',
  'I adapt to how each student learns and keep parents updated after every lesson.',
  'Friendly, well prepared lessons that build confidence before exams.',
] as const;

interface MarketReference {
  readonly cities: readonly string[];
  readonly subjects: readonly { id: string; name: string }[];
  readonly levels: readonly { id: string; name: string; curriculum: string }[];
  readonly lifelong: readonly { id: string; name: string }[];
  readonly counselling: readonly { id: string; name: string }[];
}

async function loadMarket(db: Executor, country: CountryCode): Promise<MarketReference> {
  const [national] = await db
    .select({ id: curricula.id, name: curricula.name })
    .from(curricula)
    .where(eq(curricula.country, country))
    .orderBy(asc(curricula.sortOrder))
    .limit(1);
  return {
    cities: (
      await db
        .select({ name: cities.name })
        .from(cities)
        .where(eq(cities.country, country))
        .orderBy(asc(cities.sortOrder))
    ).map((row) => row.name),
    subjects: await db
      .select({ id: referenceSubjects.id, name: referenceSubjects.name })
      .from(referenceSubjects)
      .where(eq(referenceSubjects.country, country))
      .orderBy(asc(referenceSubjects.sortOrder)),
    levels: national
      ? (
          await db
            .select({ id: levels.id, name: levels.name })
            .from(levels)
            .where(eq(levels.curriculumId, national.id))
            .orderBy(asc(levels.sortOrder))
        ).map((level) => ({ ...level, curriculum: national.name }))
      : [],
    lifelong: await db
      .select({ id: nonAcademicCategories.id, name: nonAcademicCategories.name })
      .from(nonAcademicCategories)
      .where(
        and(
          isNotNull(nonAcademicCategories.parentId),
          eq(nonAcademicCategories.status, 'ACTIVE'),
          sql`(${nonAcademicCategories.country} is null or ${nonAcademicCategories.country} = ${country})`,
        ),
      )
      .orderBy(asc(nonAcademicCategories.sortOrder)),
    counselling: await db
      .select({ id: counsellingSubjects.id, name: counsellingSubjects.name })
      .from(counsellingSubjects)
      .where(eq(counsellingSubjects.country, country))
      .orderBy(asc(counsellingSubjects.sortOrder)),
  };
}

const at = <Item>(items: readonly Item[], n: number): Item => {
  const item = items[n % items.length];
  if (item === undefined) throw new Error('the reference lists are empty: seed the reference data first');
  return item;
};

/** `count` distinct picks from a list, spread by the tutor's index. */
function picks<Item>(items: readonly Item[], k: number, count: number): Item[] {
  const chosen: Item[] = [];
  const start = k * 7 + Math.floor(k / Math.max(items.length, 1));
  for (let j = 0; j < Math.min(count, items.length); j += 1) chosen.push(at(items, start + j));
  return chosen;
}

type Row = Record<string, string | number | boolean | null>;

interface Batch {
  readonly users: Row[];
  readonly profiles: Row[];
  readonly education: Row[];
  readonly experiences: Row[];
  readonly experienceSubjects: Row[];
  readonly certificates: Row[];
  readonly skills: Row[];
  readonly subjects: Row[];
  readonly subjectLevels: Row[];
  readonly lifelong: Row[];
  readonly counselling: Row[];
}

/** INSERT INTO table (columns) SELECT columns FROM jsonb_to_recordset($1): one statement, any number of rows. */
async function insertRows(
  db: Executor,
  table: string,
  columns: Readonly<Record<string, string>>,
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns).join(', ');
  const shape = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  await db.execute(
    sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${sql.raw(shape)})`,
  );
}

interface BulkContext {
  readonly now: Date;
  readonly passwordHash: string;
  readonly roleId: string;
  readonly avatarPath: string;
  readonly markets: ReadonlyMap<CountryCode, MarketReference>;
}

function buildBatch(context: BulkContext, from: number, to: number): Batch {
  const batch: Batch = {
    users: [],
    profiles: [],
    education: [],
    experiences: [],
    experienceSubjects: [],
    certificates: [],
    skills: [],
    subjects: [],
    subjectLevels: [],
    lifelong: [],
    counselling: [],
  };
  for (let i = from; i < to; i += 1) {
    const country = at(COUNTRY_CODES, i);
    const k = Math.floor(i / COUNTRY_CODES.length);
    const reference = context.markets.get(country);
    if (!reference) throw new Error(`no reference for ${country}`);
    const kind = at(KINDS, i);
    const userId = randomUUID();
    const { firstName, lastName } = bulkTutorName(country, k);
    const city = at(reference.cities, k * 3 + 1);
    const joined = new Date(context.now.getTime() - (i % 720) * DAY - (i % 1440) * 60_000);
    const started = 2005 + (k % 15);

    let offered: string[];
    if (kind === 'ACADEMIC') {
      const chosen = picks(reference.subjects, k, 1 + (k % 3));
      const levelStart = k % Math.max(reference.levels.length - 1, 1);
      const levelPicks = reference.levels.slice(levelStart, levelStart + 1 + (k % 2));
      for (const [s, subject] of chosen.entries()) {
        const profileSubjectId = randomUUID();
        batch.subjects.push({ id: profileSubjectId, user_id: userId, subject_id: subject.id });
        for (const [l, level] of levelPicks.entries()) {
          batch.subjectLevels.push({
            user_id: userId,
            profile_subject_id: profileSubjectId,
            level_id: level.id,
            price_per_hour_minor: demoPriceMinor(country, ((k * 13 + s * 7 + l * 3) % 100) / 100),
          });
        }
      }
      offered = chosen.map((subject) => subject.name);
    } else if (kind === 'LIFELONG') {
      const chosen = picks(reference.lifelong, k, 1 + (k % 2));
      chosen.forEach((category, order) =>
        batch.lifelong.push({
          user_id: userId,
          non_academic_id: category.id,
          price_per_hour_minor: demoPriceMinor(country, ((k * 11 + order * 17) % 100) / 100),
          order_list: order,
        }),
      );
      offered = chosen.map((category) => category.name);
    } else {
      const chosen = picks(reference.counselling, k, 1 + (k % 2));
      chosen.forEach((subject, order) =>
        batch.counselling.push({
          user_id: userId,
          counselling_subject_id: subject.id,
          price_per_hour_minor: demoPriceMinor(country, ((k * 17 + order * 13) % 100) / 100),
          order_list: order,
        }),
      );
      offered = chosen.map((subject) => subject.name);
    }

    const role = kind === 'ACADEMIC' ? 'tutor' : kind === 'LIFELONG' ? 'coach' : 'counsellor';
    batch.users.push({
      id: userId,
      email: `${BULK_EMAIL_PREFIX}${i}@${BULK_EMAIL_DOMAIN}`,
      password_hash: context.passwordHash,
      first_name: firstName,
      last_name: lastName,
      country,
      role_id: context.roleId,
      tutor_kind: kind,
      token: newPublicToken(),
      verified: true,
      date_joined: joined.toISOString(),
      date_modified: joined.toISOString(),
      description: `${offered.join(', ')} ${role} in ${city}. ${at(PITCHES, k)}`,
      address: `${city}, ${MARKETS[country].name}`,
      avatar_url: context.avatarPath,
    });
    batch.profiles.push({ user_id: userId });
    batch.education.push({
      user_id: userId,
      institution: at(UNIVERSITIES[country], k),
      from_date: `${started - 4}-08-01`,
      to_date: `${started}-06-30`,
    });
    const experienceId = randomUUID();
    batch.experiences.push({
      id: experienceId,
      user_id: userId,
      type: kind === 'ACADEMIC' ? 'ACADEMIC' : kind === 'LIFELONG' ? 'NON_ACADEMIC' : 'COUNSELLING',
      institution: kind === 'ACADEMIC' ? 'Private tutoring' : `${city} learning centre`,
      from_date: `${started}-01-15`,
      is_private_tutor: kind !== 'COUNSELLING',
    });
    offered.forEach((name, order) => {
      const level = kind === 'ACADEMIC' ? at(reference.levels, k + order) : null;
      batch.experienceSubjects.push({
        user_id: userId,
        experience_id: experienceId,
        name,
        level: level?.name ?? null,
        curriculum: level?.curriculum ?? null,
        sort_order: order,
      });
    });
    batch.certificates.push({
      user_id: userId,
      ...CERTIFICATES[kind],
      issued_date: `${started + 1}-05-15`,
    });
    for (const skill of picks(SKILLS[kind], k, 2 + (k % 2)))
      batch.skills.push({ user_id: userId, name: skill });
  }
  return batch;
}

async function insertBatch(db: Database, batch: Batch): Promise<void> {
  await db.transaction(async (tx) => {
    await insertRows(
      tx,
      'users',
      {
        id: 'uuid',
        email: 'text',
        password_hash: 'text',
        first_name: 'text',
        last_name: 'text',
        country: 'text',
        role_id: 'uuid',
        tutor_kind: 'tutor_kind',
        token: 'text',
        verified: 'boolean',
        date_joined: 'timestamptz',
        date_modified: 'timestamptz',
        description: 'text',
        address: 'text',
        avatar_url: 'text',
      },
      batch.users,
    );
    await insertRows(tx, 'profiles', { user_id: 'uuid' }, batch.profiles);
    await insertRows(
      tx,
      'education',
      { user_id: 'uuid', institution: 'text', from_date: 'date', to_date: 'date' },
      batch.education,
    );
    await insertRows(
      tx,
      'experiences',
      {
        id: 'uuid',
        user_id: 'uuid',
        type: 'text',
        institution: 'text',
        from_date: 'date',
        is_private_tutor: 'boolean',
      },
      batch.experiences,
    );
    await insertRows(
      tx,
      'experience_subjects',
      {
        user_id: 'uuid',
        experience_id: 'uuid',
        name: 'text',
        level: 'text',
        curriculum: 'text',
        sort_order: 'integer',
      },
      batch.experienceSubjects,
    );
    await insertRows(
      tx,
      'certificates',
      { user_id: 'uuid', name: 'text', issuer: 'text', issued_date: 'date' },
      batch.certificates,
    );
    await insertRows(tx, 'skills', { user_id: 'uuid', name: 'text' }, batch.skills);
    await insertRows(
      tx,
      'profile_subjects',
      { id: 'uuid', user_id: 'uuid', subject_id: 'uuid' },
      batch.subjects,
    );
    await insertRows(
      tx,
      'profile_subject_levels',
      { user_id: 'uuid', profile_subject_id: 'uuid', level_id: 'uuid', price_per_hour_minor: 'bigint' },
      batch.subjectLevels,
    );
    await insertRows(
      tx,
      'profile_non_academic_subjects',
      { user_id: 'uuid', non_academic_id: 'uuid', price_per_hour_minor: 'bigint', order_list: 'integer' },
      batch.lifelong,
    );
    await insertRows(
      tx,
      'profile_counselling_subjects',
      {
        user_id: 'uuid',
        counselling_subject_id: 'uuid',
        price_per_hour_minor: 'bigint',
        order_list: 'integer',
      },
      batch.counselling,
    );
  });
}

/**
 * The shared avatar: one generated PNG and its resource row (owned by the first bulk tutor). Without
 * storage (tests of the rows alone) the row still names a key, whose file is simply absent.
 */
async function storeSharedAvatar(
  storage: FileStorage | undefined,
): Promise<{ path: string; storageKey: string; sizeBytes: number; eTag: string }> {
  const { mimeType, extensions } = UPLOAD_FILE_TYPES.png;
  const storageKey = newStorageKey(extensions[0]);
  const bytes = initialsAvatarPng('AJ', BRAND_COLOUR, 200);
  const eTag = storage ? (await storage.put(storageKey, bytes, mimeType)).eTag : storageKey;
  return { path: publicPathOf(storageKey), storageKey, sizeBytes: bytes.byteLength, eTag };
}

/** The next free bulk index: re-running adds tutors after the ones already there. */
async function nextBulkIndex(db: Executor): Promise<number> {
  const [row] = await db
    .select({
      next: sql<number>`coalesce(max(substring(${users.email} from ${`^${BULK_EMAIL_PREFIX}([0-9]+)@`})::int) + 1, 0)::int`,
    })
    .from(users)
    .where(like(users.email, `${BULK_EMAIL_PREFIX}%`));
  return Number(row?.next ?? 0);
}

export interface BulkSeedOptions {
  readonly now?: Date;
  /** Where the shared avatar file goes (the seed CLI's storage). */
  readonly storage?: FileStorage;
  /** Progress lines (the CLI prints them). */
  readonly log?: (line: string) => void;
}

/** `total` more listed tutors across all markets, for benchmarks. */
export async function seedBulkTutors(
  db: Database,
  total: number,
  options: BulkSeedOptions = {},
): Promise<void> {
  if (total <= 0) return;
  const now = options.now ?? new Date();
  const markets = new Map<CountryCode, MarketReference>();
  for (const country of COUNTRY_CODES) markets.set(country, await loadMarket(db, country));
  const avatar = await storeSharedAvatar(options.storage);
  const context: BulkContext = {
    now,
    passwordHash: await cachedPasswordHash(DEFAULT_PASSWORD),
    roleId: await roleIdOf(db, ROLE_CODES.tutor),
    avatarPath: avatar.path,
    markets,
  };
  const first = await nextBulkIndex(db);
  const started = Date.now();
  for (let from = first; from < first + total; from += BATCH) {
    const to = Math.min(from + BATCH, first + total);
    await insertBatch(db, buildBatch(context, from, to));
    options.log?.(`  bulk tutors: ${to - first}/${total} (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `${BULK_EMAIL_PREFIX}${first}@${BULK_EMAIL_DOMAIN}`));
  if (owner) {
    await db.insert(resources).values({
      ownerUserId: owner.id,
      kind: 'AVATAR',
      storageKey: avatar.storageKey,
      path: avatar.path,
      fileName: 'bulk-tutor-avatar.png',
      mimeType: UPLOAD_FILE_TYPES.png.mimeType,
      eTag: avatar.eTag,
      sizeBytes: avatar.sizeBytes,
    });
  }
  // The inserts queued every new tutor for the search index: build their documents now, so a benchmark
  // started after the seed searches all of them.
  let indexed = 0;
  for (let flushed = -1; flushed !== 0; indexed += flushed) {
    flushed = await flushSearchIndex(db, { now });
    if (flushed > 0)
      options.log?.(
        `  search index: ${indexed + flushed} documents (${Math.round((Date.now() - started) / 1000)} s)`,
      );
  }
}
