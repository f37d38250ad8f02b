import type { TestApp } from '../../../test/test-app';

interface CountableClient {
  query: (...args: unknown[]) => unknown;
  exec?: (...args: unknown[]) => unknown;
}

/** Counts the SQL statements sent to the database while `run` runs (wraps the driver client). */
export async function countStatements<Result>(
  t: TestApp,
  run: () => Promise<Result>,
): Promise<{ result: Result; statements: number }> {
  const client = (t.database.db as unknown as { $client: CountableClient }).$client;
  const query = client.query;
  const exec = client.exec;
  let statements = 0;
  client.query = (...args: unknown[]) => {
    statements += 1;
    return query.apply(client, args);
  };
  if (exec)
    client.exec = (...args: unknown[]) => {
      statements += 1;
      return exec.apply(client, args);
    };
  try {
    const result = await run();
    return { result, statements };
  } finally {
    client.query = query;
    if (exec) client.exec = exec;
  }
}

export const TUTOR_FIELDS = `
  pvid userPvid firstName lastName address role tutorKind token country currency pricePerHour description
  subjects experienceYears experienceLevel experienceSubject experienceCurriculum experienceInstitution
  testimonial rating resource { path } completionUser { pvid completionPercent }
  nonAcademic { pvid name subNonAcademic { nonAcademicPvid name pricePerHour } } joinedAt`;

export interface TutorCard {
  readonly userPvid: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly pricePerHour: number | null;
  readonly description: string | null;
  readonly subjects: string[];
  readonly experienceYears: number;
  readonly testimonial: number;
  readonly rating: number | null;
  readonly resource: { path: string } | null;
  readonly currency: string;
  readonly country: string;
  readonly tutorKind: string;
  readonly completionUser: { completionPercent: number };
  readonly nonAcademic: { pvid: string; subNonAcademic: { nonAcademicPvid: string }[] }[];
}

export interface TutorPage {
  readonly page: number;
  readonly total: number;
  readonly totalPages: number;
  readonly tutors: TutorCard[];
}

export const FIND_TUTORS = `mutation FindTutors(
  $keywords: String, $price_range: PriceRange, $subjects: [ID!], $curriculums: [ID!], $levels: [ID!],
  $tutorExperience: Int, $limit: Int, $page: Int, $recently: Boolean, $alphabet: Boolean, $pricePerHour: Boolean,
  $rating: Int, $testimonial: Boolean, $country: String, $location: String, $nonAcademicPvid: ID,
  $cities: [String!], $fromWhere: String, $availableDays: [String!], $availableTimes: [String!]
) {
  findTutors(keywords: $keywords, price_range: $price_range, subjects: $subjects, curriculums: $curriculums,
    levels: $levels, tutorExperience: $tutorExperience, limit: $limit, page: $page, recently: $recently,
    alphabet: $alphabet, pricePerHour: $pricePerHour, rating: $rating, testimonial: $testimonial,
    country: $country, location: $location, nonAcademicPvid: $nonAcademicPvid, cities: $cities,
    fromWhere: $fromWhere, availableDays: $availableDays, availableTimes: $availableTimes) {
    page total totalPages tutors { ${TUTOR_FIELDS} }
  }
}`;
