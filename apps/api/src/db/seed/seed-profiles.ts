/**
 * The demo tutors' profiles: subjects with levels and prices inside their market's suggestion range,
 * education, experience, certificates, skills, other platforms, curricula, published testimonials and
 * articles; coaches get lifelong subjects, counsellors counselling subjects. Batched inserts (a few
 * dozen statements for every market together), run inside the demo seed's transaction.
 */
import {
  MARKETS,
  ROLE_CODES,
  majorToMinor,
  minimumPriceMinor,
  type CountryCode,
  type TutorKind,
} from '@ajar/domain';
import { and, asc, desc, eq, isNotNull, like, notLike } from 'drizzle-orm';
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
  tutorArticles,
} from '../../modules/profile';
import {
  counsellingSubjects,
  curricula,
  levels,
  nonAcademicCategories,
  otherPlatforms,
  referenceSubjects,
} from '../../modules/reference';
import { testimonials } from '../../modules/testimonial';
import { DEMO_MARKETS } from './demo-people';

const DAY = 24 * 60 * 60 * 1000;

interface MarketStory {
  readonly universities: readonly [string, string];
  readonly schools: readonly [string, string];
  readonly teaching: { readonly name: string; readonly issuer: string };
  /** Lifelong sub-categories the market's coach teaches. */
  readonly coaching: readonly string[];
  readonly phone: string;
}

const STORIES: Readonly<Record<CountryCode, MarketStory>> = {
  sg: {
    universities: ['National University of Singapore', 'Nanyang Technological University'],
    schools: ['Raffles Institution', 'Hwa Chong Institution'],
    teaching: { name: 'Postgraduate Diploma in Education', issuer: 'National Institute of Education' },
    coaching: ['Piano', 'Music theory'],
    phone: '+65 9123 45',
  },
  id: {
    universities: ['Universitas Indonesia', 'Institut Teknologi Bandung'],
    schools: ['SMA Negeri 8 Jakarta', 'Bimbel Cerdas Jakarta'],
    teaching: { name: 'Sertifikat Pendidik', issuer: 'Kemendikbudristek' },
    coaching: ['Guitar', 'Vocal'],
    phone: '+62 812 3456 78',
  },
  my: {
    universities: ['Universiti Malaya', 'Universiti Kebangsaan Malaysia'],
    schools: ['SMK Taman Tun Dr Ismail', 'Pusat Tuisyen Cemerlang'],
    teaching: { name: 'Diploma in Education', issuer: 'Institut Pendidikan Guru Malaysia' },
    coaching: ['Public speaking'],
    phone: '+60 12 345 67',
  },
  ph: {
    universities: ['University of the Philippines Diliman', 'Ateneo de Manila University'],
    schools: ['Quezon City Science High School', 'Manila Review Center'],
    teaching: { name: 'Licensure Examination for Teachers', issuer: 'Professional Regulation Commission' },
    coaching: ['Baking', 'Cooking'],
    phone: '+63 917 123 45',
  },
  in: {
    universities: ['Indian Institute of Technology Bombay', 'University of Delhi'],
    schools: ['Delhi Public School, Bangalore', 'Bright Minds Coaching Centre'],
    teaching: { name: 'Central Teacher Eligibility Test', issuer: 'Central Board of Secondary Education' },
    coaching: ['Chess'],
    phone: '+91 98450 123',
  },
  lk: {
    universities: ['University of Colombo', 'University of Peradeniya'],
    schools: ['Royal College Colombo', 'Sipsala Tuition Centre'],
    teaching: {
      name: 'Postgraduate Diploma in Education',
      issuer: 'National Institute of Education, Sri Lanka',
    },
    coaching: ['Cricket'],
    phone: '+94 77 123 45',
  },
  us: {
    universities: ['University of Michigan', 'Columbia University'],
    schools: ['Brooklyn Technical High School', 'Kaplan Test Prep'],
    teaching: { name: 'New York State Teaching Certificate', issuer: 'NYSED' },
    coaching: ['Yoga', 'Meditation'],
    phone: '+1 718 555 01',
  },
};

/** What the first and second academic tutor of each market teach, by subject name. */
const ACADEMIC_SUBJECTS: readonly (readonly RegExp[])[] = [
  [
    /^(mathematics|matematika|math)$/i,
    /^(physics|fisika)$/i,
    /^(additional mathematics|matematika tingkat lanjut|calculus)$/i,
  ],
  [/^(english|bahasa inggris|english language arts)$/i, /^(science|ipa \(ilmu pengetahuan alam\)|biology)$/i],
];

const SKILLS: Readonly<Record<TutorKind, readonly string[]>> = {
  ACADEMIC: ['Exam preparation', 'Lesson planning', 'Patience'],
  LIFELONG: ['Performance coaching', 'Group classes', 'Motivation'],
  COUNSELLING: ['Career planning', 'Active listening', 'Application essays'],
};

const REVIEWS: Readonly<Record<TutorKind, readonly string[]>> = {
  ACADEMIC: [
    'Explains every step clearly; my grades went up within a term.',
    'Patient and well prepared. The practice papers helped a lot before the exam.',
    'My daughter looks forward to every lesson now.',
  ],
  LIFELONG: [
    'Fun, structured lessons. I practise more because I can hear the progress.',
    'Great with beginners and very encouraging.',
    'Worth every session, highly recommended.',
  ],
  COUNSELLING: [
    'Helped us compare courses and universities calmly and honestly.',
    'Our son finally knows what he wants to study. Thank you!',
    'Practical advice on applications and scholarships.',
  ],
};

const ARTICLES: Readonly<Record<TutorKind, readonly { title: string; tags: readonly string[] }[]>> = {
  ACADEMIC: [
    { title: 'A six-week plan for exam revision', tags: ['exams', 'study tips'] },
    { title: 'Five habits of students who love problem solving', tags: ['habits', 'mathematics'] },
  ],
  LIFELONG: [{ title: 'Practising at home: a weekly plan that sticks', tags: ['practice', 'hobbies'] }],
  COUNSELLING: [
    { title: 'Choosing a university course: ten questions to ask', tags: ['university', 'careers'] },
    { title: 'Writing a scholarship essay that stands out', tags: ['scholarships', 'applications'] },
  ],
};

const REVIEWERS = ['Grace', 'Daniel', 'Aisha', 'Kevin', 'Mei', 'Ravi', 'Sofia', 'Hana'] as const;

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
  };

  const academicIndex = new Map<CountryCode, number>();
  for (const [n, tutor] of tutors.entries()) {
    const country = tutor.country;
    const story = STORIES[country];
    const kind = tutor.tutorKind ?? 'ACADEMIC';
    const userId = tutor.id;
    const national = reference.curricula.find((row) => row.country === country);
    const nationalLevels = reference.levels.filter((level) => level.curriculumId === national?.id);
    const handle = slug(`${tutor.firstName} ${tutor.lastName}`);

    rows.profiles.push({
      userId,
      phone: `${story.phone}${String(10 + (n % 90))}`,
      school: kind === 'ACADEMIC' ? story.schools[0] : null,
      dateModified: now,
    });
    rows.education.push({
      userId,
      institution: n % 2 === 0 ? story.universities[0] : story.universities[1],
      fromDate: `${2004 + (n % 8)}-08-01`,
      toDate: `${2008 + (n % 8)}-06-30`,
      isPresent: false,
    });
    rows.certificates.push(
      kind === 'ACADEMIC'
        ? { userId, ...story.teaching, issuedDate: `${2010 + (n % 6)}-05-15` }
        : kind === 'LIFELONG'
          ? {
              userId,
              name: `${story.coaching[0] ?? 'Coaching'} instructor certificate`,
              issuer: 'International Coaching Federation',
              issuedDate: `${2014 + (n % 5)}-03-01`,
            }
          : {
              userId,
              name: 'Certificate in Career Counselling',
              issuer: 'Career Development Association',
              issuedDate: `${2013 + (n % 5)}-09-01`,
            },
    );
    rows.skills.push(...SKILLS[kind].map((name) => ({ userId, name })));
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
    if (second) {
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

    let taughtSubjectId: string | null = null;
    if (kind === 'ACADEMIC') {
      const index = academicIndex.get(country) ?? 0;
      academicIndex.set(country, index + 1);
      const marketSubjects = reference.subjects.filter((subject) => subject.country === country);
      const wanted = (ACADEMIC_SUBJECTS[index % ACADEMIC_SUBJECTS.length] ?? []).flatMap((pattern) => {
        const found = marketSubjects.find((subject) => pattern.test(subject.name));
        return found ? [found] : [];
      });
      const chosen = wanted.length > 0 ? wanted : marketSubjects.slice(index * 2, index * 2 + 2);
      // Two neighbouring levels of the national curriculum: upper ones for the first tutor, lower for the second.
      const first = Math.min(
        Math.floor(nationalLevels.length * (index === 0 ? 0.7 : 0.25)),
        nationalLevels.length - 2,
      );
      const levelPicks = nationalLevels.slice(Math.max(first, 0), Math.max(first, 0) + 2);
      for (const [s, subject] of chosen.entries()) {
        rows.subjects.push({
          userId,
          subjectId: subject.id,
          levels: levelPicks.map((level, l) => ({
            levelId: level.id,
            price: demoPriceMinor(country, 0.15 + 0.1 * s + 0.1 * l),
          })),
        });
      }
      taughtSubjectId = chosen[0]?.id ?? null;
      const marketCurricula = reference.curricula.filter((row) => row.country === country).slice(0, 2);
      rows.curricula.push(
        ...marketCurricula.map((row, sortOrder) => ({ userId, curriculumId: row.id, sortOrder })),
      );
      rows.experiences.push({
        row: {
          userId,
          type: 'ACADEMIC',
          institution: story.schools[0],
          fromDate: `${2009 + (n % 6)}-01-02`,
          toDate: `${2016 + (n % 4)}-12-20`,
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
          institution: story.schools[1],
          fromDate: `${2017 + (n % 4)}-01-02`,
          toDate: null,
          isPresent: true,
          isPrivateTutor: true,
        },
        subjects: chosen.slice(0, 1).map((subject) => ({
          name: subject.name,
          level: levelPicks[1]?.name ?? null,
          curriculum: national?.name ?? null,
        })),
      });
    } else if (kind === 'LIFELONG') {
      const offered = story.coaching.flatMap((name) => {
        const found = reference.lifelong.find(
          (row) => row.name === name && (row.country === null || row.country === country),
        );
        return found ? [found] : [];
      });
      rows.lifelong.push(
        ...offered.map((row, orderList) => ({
          userId,
          nonAcademicId: row.id,
          pricePerHourMinor: demoPriceMinor(country, 0.3 + 0.1 * orderList),
          orderList,
        })),
      );
      rows.experiences.push({
        row: {
          userId,
          type: 'NON_ACADEMIC',
          institution: `${story.coaching[0] ?? 'Coaching'} studio`,
          fromDate: `${2012 + (n % 5)}-03-01`,
          toDate: null,
          isPresent: true,
          isPrivateTutor: true,
        },
        subjects: offered.map((row) => ({ name: row.name, level: null, curriculum: null })),
      });
    } else {
      const offered = reference.counselling.filter((row) => row.country === country).slice(0, 3);
      rows.counselling.push(
        ...offered.map((row, orderList) => ({
          userId,
          counsellingSubjectId: row.id,
          pricePerHourMinor: demoPriceMinor(country, 0.5 + 0.1 * orderList),
          orderList,
        })),
      );
      rows.experiences.push({
        row: {
          userId,
          type: 'COUNSELLING',
          institution: story.schools[0],
          fromDate: `${2011 + (n % 5)}-01-02`,
          toDate: null,
          isPresent: true,
          isPrivateTutor: false,
        },
        subjects: offered.slice(0, 2).map((row) => ({ name: row.name, level: null, curriculum: null })),
      });
    }

    const students = DEMO_MARKETS[country].students;
    REVIEWS[kind].forEach((comment, r) => {
      const student = students[r];
      const reviewer = student
        ? `${student.firstName} ${student.lastName.charAt(0)}.`
        : `${REVIEWERS[(n + r) % REVIEWERS.length]} parent`;
      const postedAt = new Date(now.getTime() - (5 + r * 9 + (n % 4)) * DAY);
      rows.testimonials.push({
        tutorUserId: userId,
        reviewerEmail: `reviewer${r + 1}.${handle}@example.com`,
        reviewerName: reviewer,
        subjectId: r === 0 ? taughtSubjectId : null,
        comment,
        rating: r === 2 ? 4 : 5,
        status: 'ACTIVE',
        confirmedAt: postedAt,
        createdAt: postedAt,
      });
    });
    ARTICLES[kind].forEach((article, a) => {
      const publishedAt = new Date(now.getTime() - (12 + a * 20 + n) * DAY);
      rows.articles.push({
        tutorUserId: userId,
        title: article.title,
        body: `${article.title}. Notes from ${tutor.firstName}'s lessons.`,
        tags: [...article.tags],
        status: 'PUBLISHED',
        views: 40 + ((n * 37 + a * 11) % 400),
        upvotes: 3 + ((n * 7 + a) % 30),
        downvotes: (n + a) % 3,
        comments: (n * 3 + a) % 12,
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
}
