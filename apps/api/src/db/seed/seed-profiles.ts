/**
 * The demo tutors' profiles: subjects with levels and prices inside their market's suggestion range,
 * education, experience, certificates, skills, other platforms, curricula, published testimonials and
 * articles; coaches get lifelong subjects, counsellors counselling subjects. The crowd's choices (subjects,
 * levels, prices, years, reviews, ratings, articles, "About me") come from a PRNG seeded by the email, in
 * the market's language (profile-texts.ts). Batched inserts (a few dozen statements for every market
 * together), run inside the demo seed's transaction.
 */
import {
  MARKETS,
  ROLE_CODES,
  majorToMinor,
  minimumPriceMinor,
  type CountryCode,
  type TutorKind,
} from '@ajar/domain';
import { and, asc, desc, eq, isNotNull, like, notLike, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { roles, users } from '../../modules/account';
import {
  certificates,
  education,
  experienceSubjects,
  experiences,
  profileCounsellingSubjects,
  profileCurricula,
  profileNonAcademicSubjects,
  profileOtherPlatforms,
  profileSubjectLevels,
  profileSubjects,
  profiles,
  skills,
} from '../../modules/profile';
import { tutorArticles } from '../../modules/reads';
import {
  counsellingSubjects,
  curricula,
  levels,
  nonAcademicCategories,
  otherPlatforms,
  referenceSubjects,
} from '../../modules/reference';
import { testimonials } from '../../modules/testimonial';
import { demoGenderOf } from './crowd-names';
import { DEMO_MARKETS } from './demo-people';
import { STORIES } from './market-stories';
import { randomFor } from './prng';
import { profileTextsOf } from './profile-texts';

const DAY = 24 * 60 * 60 * 1000;
const THIS_YEAR = new Date().getUTCFullYear();

/** What the first and second academic tutor of each market teach, by subject name. */
const ACADEMIC_SUBJECTS: readonly (readonly RegExp[])[] = [
  [
    /^(mathematics|matematika|math)$/i,
    /^(physics|fisika)$/i,
    /^(additional mathematics|matematika tingkat lanjut|calculus)$/i,
  ],
  [/^(english|bahasa inggris|english language arts)$/i, /^(science|ipa \(ilmu pengetahuan alam\)|biology)$/i],
];

const REVIEWERS = [
  'Grace',
  'Daniel',
  'Aisha',
  'Kevin',
  'Mei',
  'Ravi',
  'Sofia',
  'Hana',
  'Arif',
  'Lina',
] as const;

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A price inside the market's suggestion range at `fraction` of it, on the slider's step, never below the minimum. */
export function demoPriceMinor(country: CountryCode, fraction: number): number {
  const market = MARKETS[country];
  const toMinor = (major: number) => majorToMinor(major, market.currency);
  const min = toMinor(market.suggestionRange.min);
  const max = toMinor(market.suggestionRange.max);
  const step = toMinor(market.sliderStep);
  const price = Math.round((min + (max - min) * fraction) / step) * step;
  return Math.min(Math.max(price, min, minimumPriceMinor(country)), max);
}

interface Reference {
  readonly subjects: readonly { id: string; country: CountryCode; name: string }[];
  readonly curricula: readonly { id: string; country: CountryCode; name: string }[];
  readonly levels: readonly { id: string; curriculumId: string; name: string }[];
  readonly counselling: readonly { id: string; country: CountryCode; name: string }[];
  readonly lifelong: readonly { id: string; country: CountryCode | null; name: string }[];
  readonly platforms: readonly { id: string; name: string }[];
}

async function loadReference(db: Executor): Promise<Reference> {
  return {
    subjects: await db
      .select({ id: referenceSubjects.id, country: referenceSubjects.country, name: referenceSubjects.name })
      .from(referenceSubjects)
      .orderBy(asc(referenceSubjects.sortOrder)),
    curricula: await db
      .select({ id: curricula.id, country: curricula.country, name: curricula.name })
      .from(curricula)
      .orderBy(asc(curricula.sortOrder)),
    levels: await db
      .select({ id: levels.id, curriculumId: levels.curriculumId, name: levels.name })
      .from(levels)
      .orderBy(asc(levels.sortOrder)),
    counselling: await db
      .select({
        id: counsellingSubjects.id,
        country: counsellingSubjects.country,
        name: counsellingSubjects.name,
      })
      .from(counsellingSubjects)
      .orderBy(asc(counsellingSubjects.sortOrder)),
    lifelong: await db
      .select({
        id: nonAcademicCategories.id,
        country: nonAcademicCategories.country,
        name: nonAcademicCategories.name,
      })
      .from(nonAcademicCategories)
      .where(isNotNull(nonAcademicCategories.parentId)),
    platforms: await db.select({ id: otherPlatforms.id, name: otherPlatforms.name }).from(otherPlatforms),
  };
}

interface DemoTutorRow {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly country: CountryCode;
  readonly tutorKind: TutorKind | null;
  readonly address: string | null;
}

interface SeedRows {
  readonly profiles: (typeof profiles.$inferInsert)[];
  readonly subjects: { userId: string; subjectId: string; levels: { levelId: string; price: number }[] }[];
  readonly education: (typeof education.$inferInsert)[];
  readonly experiences: {
    row: typeof experiences.$inferInsert;
    subjects: { name: string; level: string | null; curriculum: string | null }[];
  }[];
  readonly certificates: (typeof certificates.$inferInsert)[];
  readonly skills: (typeof skills.$inferInsert)[];
  readonly platforms: (typeof profileOtherPlatforms.$inferInsert)[];
  readonly curricula: (typeof profileCurricula.$inferInsert)[];
  readonly counselling: (typeof profileCounsellingSubjects.$inferInsert)[];
  readonly lifelong: (typeof profileNonAcademicSubjects.$inferInsert)[];
  readonly testimonials: (typeof testimonials.$inferInsert)[];
  readonly articles: (typeof tutorArticles.$inferInsert)[];
  /** "About me" of the crowd tutors, written once their subjects are chosen. */
  readonly descriptions: { userId: string; description: string }[];
}

/** Fills the profiles of the demo tutors (the @ajar.test tutors, not the bulk benchmark ones). */
export async function seedDemoProfiles(db: Executor, now: Date): Promise<void> {
  const reference = await loadReference(db);
  const tutors: DemoTutorRow[] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      country: users.country,
      tutorKind: users.tutorKind,
      address: users.address,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(roles.code, ROLE_CODES.tutor),
        like(users.email, '%@ajar.test'),
        notLike(users.email, 'bulk-tutor-%'),
      ),
    )
    // The first tutor of each market joined last (see seed.ts), so newest first keeps the market order.
    .orderBy(desc(users.dateJoined));

  const rows: SeedRows = {
    profiles: [],
    subjects: [],
    education: [],
    experiences: [],
    certificates: [],
    skills: [],
    platforms: [],
    curricula: [],
    counselling: [],
    lifelong: [],
    testimonials: [],
    articles: [],
    descriptions: [],
  };

  const handWritten = new Set(
    Object.values(DEMO_MARKETS).flatMap((market) =>
      market.tutors.map((tutor) => `${tutor.firstName} ${tutor.lastName}`),
    ),
  );
  const academicIndex = new Map<CountryCode, number>();
  for (const [n, tutor] of tutors.entries()) {
    const country = tutor.country;
    const story = STORIES[country];
    const texts = profileTextsOf(country);
    const random = randomFor(tutor.email);
    const crowd = !handWritten.has(`${tutor.firstName} ${tutor.lastName}`);
    const kind = tutor.tutorKind ?? 'ACADEMIC';
    const userId = tutor.id;
    const national = reference.curricula.find((row) => row.country === country);
    const nationalLevels = reference.levels.filter((level) => level.curriculumId === national?.id);
    const handle = slug(`${tutor.firstName} ${tutor.lastName}`);
    // Years of experience: 2 to 20 for the crowd, 8 to 15 for the hand-written people.
    const years = crowd ? random.int(2, 20) : 8 + (n % 8);
    const startYear = THIS_YEAR - years;

    rows.profiles.push({
      userId,
      phone: `${story.phone}${String(10 + (n % 90))}`,
      gender: demoGenderOf(country, tutor.firstName),
      school: kind === 'ACADEMIC' ? random.pick(story.schools) : null,
      dateModified: now,
    });
    const universities = random.sample(story.universities, 2);
    const graduated = startYear - random.int(0, 2);
    rows.education.push({
      userId,
      institution: universities[0] ?? story.universities[0] ?? '',
      fromDate: `${graduated - 4}-08-01`,
      toDate: `${graduated}-06-30`,
      isPresent: false,
    });
    if (crowd && random.chance(0.35) && graduated + 3 < THIS_YEAR) {
      rows.education.push({
        userId,
        institution: universities[1] ?? universities[0] ?? '',
        fromDate: `${graduated + 1}-08-01`,
        toDate: `${graduated + 2}-06-30`,
        isPresent: false,
      });
    }
    const linkedIn = reference.platforms.find((platform) => platform.name === 'LinkedIn');
    const second = reference.platforms.find(
      (platform) =>
        platform.name === (kind === 'ACADEMIC' ? 'YouTube' : kind === 'LIFELONG' ? 'Instagram' : 'Website'),
    );
    if (linkedIn)
      rows.platforms.push({
        userId,
        otherPlatformId: linkedIn.id,
        link: `https://www.linkedin.com/in/${handle}`,
      });
    if (second && (!crowd || random.chance(0.6))) {
      rows.platforms.push({
        userId,
        otherPlatformId: second.id,
        link:
          second.name === 'YouTube'
            ? `https://www.youtube.com/@${handle}`
            : second.name === 'Instagram'
              ? `https://www.instagram.com/${handle.replace(/-/g, '.')}`
              : `https://${handle}.example.com`,
      });
    }
    rows.skills.push(
      ...random.sample(texts.skills[kind], crowd ? random.int(3, 5) : 3).map((name) => ({ userId, name })),
    );

    let taughtSubjectId: string | null = null;
    let offered: string[];
    if (kind === 'ACADEMIC') {
      const marketSubjects = reference.subjects.filter((subject) => subject.country === country);
      let chosen: typeof marketSubjects;
      let levelPicks: typeof nationalLevels;
      if (crowd) {
        // Mostly the common subjects (the first dozen of the market's list), now and then a rarer one.
        const common = marketSubjects.slice(0, 12);
        chosen = random.sample(random.chance(0.8) ? common : marketSubjects, random.int(1, 3));
        const width = Math.min(random.int(1, 3), nationalLevels.length);
        const first = random.int(0, Math.max(nationalLevels.length - width, 0));
        levelPicks = nationalLevels.slice(first, first + width);
      } else {
        const index = academicIndex.get(country) ?? 0;
        academicIndex.set(country, index + 1);
        const wanted = (ACADEMIC_SUBJECTS[index % ACADEMIC_SUBJECTS.length] ?? []).flatMap((pattern) => {
          const found = marketSubjects.find((subject) => pattern.test(subject.name));
          return found ? [found] : [];
        });
        chosen = wanted.length > 0 ? wanted : marketSubjects.slice(index * 2, index * 2 + 2);
        // Two neighbouring levels of the national curriculum: upper ones for the first tutor, lower for the second.
        const first = Math.min(
          Math.floor(nationalLevels.length * (index === 0 ? 0.7 : 0.25)),
          nationalLevels.length - 2,
        );
        levelPicks = nationalLevels.slice(Math.max(first, 0), Math.max(first, 0) + 2);
      }
      // A tutor's own price level: experienced tutors ask more, with some spread.
      const base = crowd ? Math.min(0.05 + years / 30 + random.next() * 0.3, 0.9) : 0.15;
      for (const [s, subject] of chosen.entries()) {
        rows.subjects.push({
          userId,
          subjectId: subject.id,
          levels: levelPicks.map((level, l) => ({
            levelId: level.id,
            price: demoPriceMinor(country, Math.min(base + 0.1 * s + 0.08 * l, 1)),
          })),
        });
      }
      taughtSubjectId = chosen[0]?.id ?? null;
      offered = chosen.map((subject) => subject.name);
      const marketCurricula = reference.curricula.filter((row) => row.country === country).slice(0, 2);
      rows.curricula.push(
        ...marketCurricula.map((row, sortOrder) => ({ userId, curriculumId: row.id, sortOrder })),
      );
      rows.certificates.push({ userId, ...story.teaching, issuedDate: `${startYear + 1}-05-15` });
      const changed = startYear + Math.max(1, Math.floor(years / 2));
      rows.experiences.push({
        row: {
          userId,
          type: 'ACADEMIC',
          institution: crowd ? random.pick(story.schools) : (story.schools[0] ?? ''),
          fromDate: `${startYear}-01-02`,
          toDate: `${changed}-12-20`,
          isPresent: false,
          isPrivateTutor: false,
        },
        subjects: chosen.slice(0, 2).map((subject) => ({
          name: subject.name,
          level: levelPicks[0]?.name ?? null,
          curriculum: national?.name ?? null,
        })),
      });
      rows.experiences.push({
        row: {
          userId,
          type: 'ACADEMIC',
          institution: crowd ? texts.privateTutoring : (story.schools[1] ?? ''),
          fromDate: `${Math.min(changed + 1, THIS_YEAR)}-01-02`,
          toDate: null,
          isPresent: true,
          isPrivateTutor: true,
        },
        subjects: chosen.slice(0, 1).map((subject) => ({
          name: subject.name,
          level: levelPicks.at(-1)?.name ?? null,
          curriculum: national?.name ?? null,
        })),
      });
    } else if (kind === 'LIFELONG') {
      const available = reference.lifelong.filter((row) => row.country === null || row.country === country);
      const chosen = crowd
        ? random.sample(available, random.int(1, 2))
        : story.coaching.flatMap((name) => {
            const found = available.find((row) => row.name === name);
            return found ? [found] : [];
          });
      const base = crowd ? 0.1 + random.next() * 0.6 : 0.3;
      rows.lifelong.push(
        ...chosen.map((row, orderList) => ({
          userId,
          nonAcademicId: row.id,
          pricePerHourMinor: demoPriceMinor(country, Math.min(base + 0.1 * orderList, 1)),
          orderList,
        })),
      );
      offered = chosen.map((row) => texts.categoryName(row.name));
      const main = offered[0] ?? 'Coaching';
      rows.certificates.push({
        userId,
        name: texts.coachingCertificate(main),
        issuer: 'International Coaching Federation',
        issuedDate: `${startYear + 1}-03-01`,
      });
      rows.experiences.push({
        row: {
          userId,
          type: 'NON_ACADEMIC',
          institution: texts.coachingStudio(main),
          fromDate: `${startYear}-03-01`,
          toDate: null,
          isPresent: true,
          isPrivateTutor: true,
        },
        subjects: chosen.map((row) => ({ name: row.name, level: null, curriculum: null })),
      });
    } else {
      const available = reference.counselling.filter((row) => row.country === country);
      const chosen = crowd ? random.sample(available, random.int(1, 3)) : available.slice(0, 3);
      const base = crowd ? 0.3 + random.next() * 0.5 : 0.5;
      rows.counselling.push(
        ...chosen.map((row, orderList) => ({
          userId,
          counsellingSubjectId: row.id,
          pricePerHourMinor: demoPriceMinor(country, Math.min(base + 0.1 * orderList, 1)),
          orderList,
        })),
      );
      offered = chosen.map((row) => row.name);
      rows.certificates.push({
        userId,
        name: texts.counsellingCertificate,
        issuer: 'Career Development Association',
        issuedDate: `${startYear + 1}-09-01`,
      });
      rows.experiences.push({
        row: {
          userId,
          type: 'COUNSELLING',
          institution: crowd ? random.pick(story.schools) : (story.schools[0] ?? ''),
          fromDate: `${startYear}-01-02`,
          toDate: null,
          isPresent: true,
          isPrivateTutor: false,
        },
        subjects: chosen.slice(0, 2).map((row) => ({ name: row.name, level: null, curriculum: null })),
      });
    }
    if (crowd) {
      const city = tutor.address?.split(',')[0]?.trim() || STORIES[country].schools[0] || '';
      rows.descriptions.push({
        userId,
        description: `${texts.headline({ kind, offered, years, city })} ${random.pick(texts.styles[kind])}`,
      });
    }

    // Testimonials: 2 or 3 for the hand-written people; 0 to 9 for the crowd, mostly fives.
    const students = DEMO_MARKETS[country].students;
    const reviewCount = crowd ? (random.chance(0.12) ? 0 : random.int(1, 9)) : 3;
    const comments = random.sample(texts.reviews[kind], reviewCount);
    for (let r = 0; r < reviewCount; r += 1) {
      const student = crowd ? undefined : students[r];
      const reviewer = student
        ? `${student.firstName} ${student.lastName.charAt(0)}.`
        : r % 2 === 0
          ? texts.parentReviewer(random.pick(REVIEWERS))
          : `${random.pick(REVIEWERS)} ${String.fromCharCode(65 + random.int(0, 25))}.`;
      const postedAt = new Date(now.getTime() - (5 + r * 23 + random.int(0, 20)) * DAY);
      const rating = crowd ? (random.chance(0.7) ? 5 : random.chance(0.85) ? 4 : 3) : r === 2 ? 4 : 5;
      rows.testimonials.push({
        tutorUserId: userId,
        reviewerEmail: `reviewer${r + 1}.${handle}@example.com`,
        reviewerName: reviewer,
        subjectId: r === 0 ? taughtSubjectId : null,
        comment: comments[r % Math.max(comments.length, 1)] ?? texts.reviews[kind][0] ?? '',
        rating,
        status: 'ACTIVE',
        confirmedAt: postedAt,
        createdAt: postedAt,
        // The tutor answered some reviews a day later (the newest of the hand-written people's
        // stays open for the journey to answer); chosen without the random stream, so the rest of the
        // seed stays as it was.
        ...(r % 2 === 1 || (crowd && r === 0)
          ? {
              reply: texts.reviewReplies[(r + handle.length) % texts.reviewReplies.length] ?? null,
              repliedAt: new Date(postedAt.getTime() + DAY),
            }
          : {}),
      });
    }
    // Articles: every hand-written person has theirs; four in ten of the crowd write one or two.
    const articleCount = crowd ? (random.chance(0.4) ? random.int(1, 2) : 0) : 2;
    const articles = crowd
      ? random.sample(texts.articles[kind], articleCount)
      : texts.articles[kind].slice(0, 2);
    articles.forEach((article, a) => {
      const publishedAt = new Date(now.getTime() - (12 + a * 20 + random.int(0, 90)) * DAY);
      rows.articles.push({
        tutorUserId: userId,
        title: article.title,
        body: article.body,
        tags: [...article.tags],
        status: 'PUBLISHED',
        views: 40 + random.int(0, 900),
        upvotes: 3 + random.int(0, 60),
        downvotes: random.int(0, 3),
        comments: random.int(0, 15),
        createdAt: publishedAt,
        publishedAt,
      });
    });
  }

  await insertAll(db, rows);
}

async function insertAll(db: Executor, rows: SeedRows): Promise<void> {
  if (rows.profiles.length === 0) return;
  await db.insert(profiles).values(rows.profiles).onConflictDoNothing({ target: profiles.userId });
  if (rows.subjects.length > 0) {
    const inserted = await db
      .insert(profileSubjects)
      .values(rows.subjects.map(({ userId, subjectId }) => ({ userId, subjectId })))
      .returning({
        id: profileSubjects.id,
        userId: profileSubjects.userId,
        subjectId: profileSubjects.subjectId,
      });
    const idOf = new Map(inserted.map((row) => [`${row.userId}/${row.subjectId}`, row.id]));
    const levelRows = rows.subjects.flatMap((subject) =>
      subject.levels.map((level) => ({
        userId: subject.userId,
        profileSubjectId: idOf.get(`${subject.userId}/${subject.subjectId}`) ?? '',
        levelId: level.levelId,
        pricePerHourMinor: level.price,
      })),
    );
    if (levelRows.length > 0) await db.insert(profileSubjectLevels).values(levelRows);
  }
  if (rows.experiences.length > 0) {
    const inserted = await db
      .insert(experiences)
      .values(rows.experiences.map((experience) => experience.row))
      .returning({ id: experiences.id });
    const subjectRows = rows.experiences.flatMap((experience, e) =>
      experience.subjects.map((subject, sortOrder) => ({
        userId: experience.row.userId,
        experienceId: inserted[e]?.id ?? '',
        ...subject,
        sortOrder,
      })),
    );
    if (subjectRows.length > 0) await db.insert(experienceSubjects).values(subjectRows);
  }
  if (rows.education.length > 0) await db.insert(education).values(rows.education);
  if (rows.certificates.length > 0) await db.insert(certificates).values(rows.certificates);
  if (rows.skills.length > 0) await db.insert(skills).values(rows.skills);
  if (rows.platforms.length > 0) await db.insert(profileOtherPlatforms).values(rows.platforms);
  if (rows.curricula.length > 0) await db.insert(profileCurricula).values(rows.curricula);
  if (rows.counselling.length > 0) await db.insert(profileCounsellingSubjects).values(rows.counselling);
  if (rows.lifelong.length > 0) await db.insert(profileNonAcademicSubjects).values(rows.lifelong);
  if (rows.testimonials.length > 0) await db.insert(testimonials).values(rows.testimonials);
  if (rows.articles.length > 0) await db.insert(tutorArticles).values(rows.articles);
  if (rows.descriptions.length > 0) {
    await db.execute(
      sql`update users set description = x.description from jsonb_to_recordset(${JSON.stringify(rows.descriptions)}::jsonb) as x("userId" uuid, description text) where users.id = x."userId"`,
    );
  }
}
