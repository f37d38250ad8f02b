import { MARKETS, previewText, type CountryCode, type TutorKind } from '@ajar/domain';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { ContentDocumentView, SearchCoachView, SearchTutorView } from './search-views';
import type {
  CoachQuery,
  GlobalHits,
  KindTotal,
  MatchingHit,
  MatchingQuery,
  Page,
  SearchIndex,
  TutorQuery,
  TutorSort,
} from './search-index';
import {
  allowedEdits,
  deletionVariants,
  editDistance,
  rowsOf,
  wordsOf,
} from '../../infra/search/search-text';
import { searchTutorDocuments as doc } from './search.tables';
import { meaningfulWords, synonymsOf } from './search-synonyms';
import { plainTextOf } from '../reads';
import {
  cardColumns,
  coachView,
  documentView,
  priceFor,
  tutorView,
  type CardRow,
} from './postgres-search-rows';
import {
  availabilityFilter,
  jsonParam,
  listedIn,
  placeFilter,
  priceFilter,
  uuidArray,
} from './postgres-search-filters';

/** At most this many words of a query take part (the rest is noise for a name or subject search). */
const MAX_QUERY_WORDS = 8;
/** Typo candidates kept per query word, closest first. */
const MAX_CANDIDATES = 12;

/** A keyword search made ready for SQL: the full (typo-tolerant) and the exact tsquery. */
interface KeywordQuery {
  readonly full: SQL;
  readonly exact: SQL;
}

// NULLS LAST as in the listing index, so the default order is read from the index, not sorted.
const descending = (column: AnyPgColumn): SQL => sql`${column} desc nulls last`;

/** The price a card shows for this query (`priceFor`, in SQL): the lowest of the offers its filters ask for. */
function shownPrice(query: TutorQuery): SQL {
  const { subjectIds, levelIds, nonAcademicId } = query;
  if (query.kind === 'LIFELONG' && nonAcademicId) {
    return sql`coalesce((select min((o->>'price')::bigint) from jsonb_array_elements(${doc.card}->'nonAcademicOffers') o
      where (o->>'id')::uuid = ${nonAcademicId} or (o->>'parentId')::uuid = ${nonAcademicId}), ${doc.minPrice})`;
  }
  if (query.kind === 'ACADEMIC' && (subjectIds.length > 0 || levelIds.length > 0)) {
    const asked = [
      ...(subjectIds.length > 0 ? [sql`(o->>'subjectId')::uuid = any(${uuidArray(subjectIds)})`] : []),
      ...(levelIds.length > 0 ? [sql`(o->>'levelId')::uuid = any(${uuidArray(levelIds)})`] : []),
    ];
    return sql`coalesce((select min((o->>'price')::bigint) from jsonb_array_elements(${doc.card}->'offers') o
      where ${sql.join(asked, sql` and `)}), ${doc.minPrice})`;
  }
  return sql`${doc.minPrice}`;
}

function orderOf(sort: TutorSort, keywords: KeywordQuery | null, price: SQL = sql`${doc.minPrice}`): SQL[] {
  const boost = descending(doc.boost);
  const tail = [descending(doc.completionPercent), descending(doc.joinedAt), asc(doc.userId)];
  switch (sort) {
    case 'recently':
      return [boost, descending(doc.joinedAt), asc(doc.userId)];
    case 'alphabet':
      return [boost, asc(doc.sortName), asc(doc.userId)];
    case 'price':
      return [boost, sql`${price} asc nulls last`, ...tail];
    case 'rating':
      return [boost, sql`${doc.rating} desc nulls last`, desc(doc.testimonialCount), ...tail];
    case 'relevance':
      return keywords
        ? [
            boost,
            sql`(${doc.searchVector} @@ ${keywords.exact}) desc`,
            sql`ts_rank(${doc.searchVector}, ${keywords.full}) desc`,
            ...tail,
          ]
        : [boost, ...tail];
  }
}

const lexeme = (word: string, prefix: boolean): string => `'${word}'${prefix ? ':*' : ''}`;

export class PostgresSearchIndex implements SearchIndex {
  constructor(private readonly db: Database) {}

  /**
   * Typo candidates of each query word, in ONE statement: vocabulary terms sharing the word or one of its
   * deletions as a variant (every single edit), and for long words trigram-similar terms (two edits);
   * kept when the edit distance allows.
   */
  private async candidates(words: readonly string[]): Promise<Map<string, string[]>> {
    const fuzzy = words.filter((word) => allowedEdits(word) > 0);
    const found = new Map<string, string[]>();
    if (fuzzy.length === 0) return found;
    const pairs = fuzzy.flatMap((word) => deletionVariants(word).map((variant) => ({ word, variant })));
    const long = fuzzy.filter((word) => allowedEdits(word) > 1);
    const rows = rowsOf<{ word: string; term: string }>(
      await this.db.execute(sql`
        select p.word, v.term
        from jsonb_to_recordset(${jsonParam(pairs)}) as p(word text, variant text)
        join search_term_variants v on v.variant = p.variant
        union
        select w.word, t.term
        from jsonb_array_elements_text(${jsonParam(long)}) as w(word)
        cross join lateral (
          select term from search_terms where term % w.word order by similarity(term, w.word) desc limit 20
        ) t`),
    );
    for (const word of fuzzy) {
      const terms = rows
        .filter((row) => row.word === word && row.term !== word)
        .map((row) => ({ term: row.term, distance: editDistance(word, row.term) }))
        .filter((candidate) => candidate.distance <= allowedEdits(word))
        .sort((a, b) => a.distance - b.distance || a.term.localeCompare(b.term))
        .slice(0, MAX_CANDIDATES)
        .map((candidate) => candidate.term);
      found.set(word, terms);
    }
    return found;
  }

  /**
   * Each word: its prefix, its synonyms, its English and Indonesian stems, its typo candidates; all words must
   * match. Words that only say "a tutor, please" are left out when the query has others.
   */
  private async keywordQuery(keywords: string | null): Promise<KeywordQuery | null> {
    const words = meaningfulWords([...new Set(wordsOf(keywords ?? ''))]).slice(0, MAX_QUERY_WORDS);
    if (words.length === 0) return null;
    const candidates = await this.candidates(words);
    const perWord = (word: string, withTypos: boolean): SQL => {
      const simple = [
        lexeme(word, true),
        ...synonymsOf(word)
          .filter((synonym) => synonym !== word)
          .map((synonym) => lexeme(synonym, false)),
        ...(withTypos ? (candidates.get(word) ?? []).map((term) => lexeme(term, false)) : []),
      ];
      return sql`(to_tsquery('simple', ${simple.join(' | ')}) || plainto_tsquery('english', ${word}) || plainto_tsquery('indonesian', ${word}))`;
    };
    return {
      full: sql`(${sql.join(
        words.map((word) => perWord(word, true)),
        sql` && `,
      )})`,
      exact: sql`(${sql.join(
        words.map((word) => perWord(word, false)),
        sql` && `,
      )})`,
    };
  }

  /** One page and the total in one statement (a second only for a page past the end). */
  private async page(where: SQL[], order: SQL[], limit: number, offset: number): Promise<Page<CardRow>> {
    const condition = and(...where) as SQL;
    const rows = await this.db
      .select({
        ...cardColumns,
        total: sql<number>`(select count(*) from ${doc} where ${condition})`.mapWith(Number),
      })
      .from(doc)
      .where(condition)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const first = rows[0];
    if (first) return { total: first.total, items: rows };
    if (offset === 0) return { total: 0, items: [] };
    const [counted] = await this.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(doc)
      .where(condition);
    return { total: counted?.total ?? 0, items: [] };
  }

  async findTutors(query: TutorQuery): Promise<Page<SearchTutorView>> {
    const keywords = await this.keywordQuery(query.keywords);
    const where = [
      ...listedIn(query.country, query.kind),
      ...(keywords ? [sql`${doc.searchVector} @@ ${keywords.full}`] : []),
      ...(query.subjectIds.length > 0 ? [sql`${doc.subjectIds} && ${uuidArray(query.subjectIds)}`] : []),
      ...(query.curriculumIds.length > 0
        ? [sql`${doc.curriculumIds} && ${uuidArray(query.curriculumIds)}`]
        : []),
      ...(query.levelIds.length > 0 ? [sql`${doc.levelIds} && ${uuidArray(query.levelIds)}`] : []),
      ...(query.nonAcademicId ? [sql`${doc.nonAcademicIds} @> ${uuidArray([query.nonAcademicId])}`] : []),
      ...(query.minExperienceYears ? [sql`${doc.experienceYears} >= ${query.minExperienceYears}`] : []),
      ...(query.minRating ? [sql`${doc.rating} >= ${query.minRating}`] : []),
      ...(query.withTestimonial ? [sql`${doc.testimonialCount} > 0`] : []),
      ...priceFilter(query.price),
      ...placeFilter(query.location, query.cities),
      ...availabilityFilter(query.availability),
    ];
    const order = orderOf(query.sort, keywords, shownPrice(query));
    const page = await this.page(where, order, query.limit, query.offset);
    return { total: page.total, items: page.items.map((row) => tutorView(row, priceFor(row, query))) };
  }

  async findCoaches(query: CoachQuery): Promise<Page<SearchCoachView>> {
    const keywords = await this.keywordQuery(query.keywords);
    const where = [
      ...listedIn(query.country, 'COUNSELLING'),
      ...(keywords ? [sql`${doc.searchVector} @@ ${keywords.full}`] : []),
      ...(query.counsellingSubjectId
        ? [sql`${doc.counsellingSubjectIds} @> ${uuidArray([query.counsellingSubjectId])}`]
        : []),
      ...priceFilter(query.price),
      ...placeFilter(query.location, query.cities),
    ];
    const page = await this.page(where, orderOf(query.sort, keywords), query.limit, query.offset);
    return { total: page.total, items: page.items.map(coachView) };
  }

  async matchingTutors(query: MatchingQuery): Promise<readonly MatchingHit[]> {
    const asked = uuidArray(query.subjectIds);
    const rows = await this.db
      .select(cardColumns)
      .from(doc)
      .where(and(...listedIn(query.country, 'ACADEMIC'), sql`${doc.subjectIds} && ${asked}`))
      .orderBy(
        descending(doc.boost),
        sql`(select count(*) from unnest(${doc.subjectIds}) s where s = any(${asked})) desc`,
        descending(doc.completionPercent),
        descending(doc.joinedAt),
        asc(doc.userId),
      )
      .limit(query.limit);
    return rows.map((row) => {
      const offers = row.card.offers.filter((offer) => query.subjectIds.includes(offer.subjectId));
      const prices = offers.map((offer) => offer.price);
      const lowestPrice = prices.length > 0 ? Math.min(...prices) : null;
      return {
        tutor: tutorView(row, lowestPrice ?? row.minPrice),
        matchedSubjects: [...new Set(offers.map((offer) => offer.subjectName))],
        lowestPrice,
      };
    });
  }

  async globalSearch(country: CountryCode, keywords: string, limit: number): Promise<GlobalHits> {
    const query = await this.keywordQuery(keywords);
    const tutorRows = await this.db
      .select(cardColumns)
      .from(doc)
      .where(
        and(
          eq(doc.country, country),
          eq(doc.listed, true),
          ...(query ? [sql`${doc.searchVector} @@ ${query.full}`] : []),
        ),
      )
      .orderBy(...orderOf('relevance', query))
      .limit(limit);
    const articleVector = sql`(
      to_tsvector('simple', a.title || ' ' || array_to_string(a.tags, ' ') || ' ' || a.body)
      || to_tsvector('english', a.title || ' ' || array_to_string(a.tags, ' ') || ' ' || a.body)
      || to_tsvector('indonesian', a.title || ' ' || array_to_string(a.tags, ' ') || ' ' || a.body))`;
    const contentRows = rowsOf<{
      id: string;
      title: string;
      tags: string[];
      views: number;
      comments: number;
      body: string;
      first_name: string;
      last_name: string;
      token: string;
      author_id: string;
    }>(
      // An article posted word for word by several people (a shared handout, a copied post) is one
      // hit: its best-ranked copy, then the most viewed. Otherwise the overlay lists it again and again.
      await this.db.execute(sql`
        with matching as (
          select a.id, a.title, a.tags, a.views, a.comments, a.body, u.first_name, u.last_name, u.token,
                 u.id as author_id, a.published_at,
                 ${query ? sql`ts_rank(${articleVector}, ${query.full})` : sql`0::real`} as rank
          from tutor_articles a join users u on u.id = a.tutor_user_id
          where a.status = 'PUBLISHED' and u.country = ${country} and u.is_active
            ${query ? sql`and ${articleVector} @@ ${query.full}` : sql``}
        ), distinct_articles as (
          select distinct on (title, body) *
          from matching
          order by title, body, rank desc, views desc, published_at desc nulls last, id
        )
        select * from distinct_articles
        order by rank desc, published_at desc nulls last, id
        limit ${limit}`),
    );
    const currency = MARKETS[country].currency;
    const contents: ContentDocumentView[] = contentRows.map((row) => ({
      id: row.id,
      Title: row.title,
      Subject: row.tags[0] ?? null,
      Price: 0,
      Currency: currency,
      Tags: row.tags,
      views: Number(row.views),
      sales: 0,
      Rating: null,
      reviews: Number(row.comments),
      Description: row.body ? previewText(plainTextOf(row.body)) : null,
      authorName: `${row.first_name} ${row.last_name}`,
      authorToken: row.token,
      authorUserPvid: row.author_id,
    }));
    return { tutors: tutorRows.map(documentView), contents };
  }

  async kindTotals(country: CountryCode, keywords: string): Promise<readonly KindTotal[]> {
    const query = await this.keywordQuery(keywords);
    if (!query) return [];
    const rows = await this.db
      .select({ kind: doc.tutorKind, total: sql<number>`count(*)`.mapWith(Number) })
      .from(doc)
      .where(and(eq(doc.country, country), eq(doc.listed, true), sql`${doc.searchVector} @@ ${query.full}`))
      .groupBy(doc.tutorKind)
      .orderBy(doc.tutorKind);
    return rows.map((row) => ({ kind: row.kind as TutorKind, total: row.total }));
  }

  async tutorCardsByUserIds(userIds: readonly string[]): Promise<Map<string, SearchTutorView>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select(cardColumns)
      .from(doc)
      .where(and(inArray(doc.userId, ids), eq(doc.listed, true)));
    return new Map(rows.map((row) => [row.userId, tutorView(row, row.minPrice)]));
  }
}

export function postgresSearchIndex(db: Database): SearchIndex {
  return new PostgresSearchIndex(db);
}
