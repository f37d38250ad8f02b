import type { CountryCode, TutorArticleStatus } from '@ajar/domain';
import type { Transaction } from '../../db/client';
import { insertArticleComment, recountArticle, upsertArticleVote } from './reads.queries';
import { sanitizeArticleHtml } from './reads-sanitize';
import { blogPosts, tutorArticles } from './reads.tables';

export interface DemoArticle {
  readonly authorId: string;
  readonly title: string;
  readonly body: string;
  readonly image: string | null;
  readonly subject: string;
  readonly tags: readonly string[];
  readonly status: TutorArticleStatus;
  readonly rejectReason?: string;
  readonly at: Date;
  readonly views: number;
  readonly votes: readonly { readonly userId: string; readonly value: 1 | -1 }[];
  readonly comments: readonly { readonly authorId: string; readonly comment: string; readonly at: Date }[];
}

/** Articles as given, without the writing and review checks: for the demo seed. Counts come from the rows. */
export async function seedDemoArticles(tx: Transaction, articles: readonly DemoArticle[]): Promise<string[]> {
  const ids: string[] = [];
  for (const article of articles) {
    const published = article.status === 'PUBLISHED';
    const [row] = await tx
      .insert(tutorArticles)
      .values({
        tutorUserId: article.authorId,
        title: article.title,
        body: sanitizeArticleHtml(article.body),
        image: article.image,
        subject: article.subject,
        tags: [...article.tags],
        status: article.status,
        rejectReason: article.rejectReason ?? null,
        views: published ? article.views : 0,
        createdAt: article.at,
        updatedAt: article.at,
        submittedAt: article.status === 'DRAFT' ? null : article.at,
        publishedAt: published ? article.at : null,
      })
      .returning({ id: tutorArticles.id });
    if (!row) throw new Error('demo article not stored');
    if (published) {
      for (const vote of article.votes)
        await upsertArticleVote(tx, {
          articleId: row.id,
          userId: vote.userId,
          value: vote.value,
          at: article.at,
        });
      for (const comment of article.comments)
        await insertArticleComment(tx, {
          articleId: row.id,
          authorId: comment.authorId,
          comment: comment.comment,
          createdAt: comment.at,
        });
      await recountArticle(tx, row.id);
    }
    ids.push(row.id);
  }
  return ids;
}

export interface DemoBlogPost {
  readonly country: CountryCode;
  readonly title: string;
  readonly body: string;
  readonly image: string | null;
  readonly tags: readonly string[];
  readonly at: Date;
}

export async function seedDemoBlogPosts(tx: Transaction, posts: readonly DemoBlogPost[]): Promise<void> {
  if (posts.length === 0) return;
  await tx.insert(blogPosts).values(
    posts.map((post) => ({
      country: post.country,
      title: post.title,
      body: sanitizeArticleHtml(post.body),
      image: post.image,
      tags: [...post.tags],
      status: 'PUBLISHED' as const,
      createdAt: post.at,
      updatedAt: post.at,
      publishedAt: post.at,
    })),
  );
}
