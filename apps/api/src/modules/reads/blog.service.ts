import type { CountryCode } from '@ajar/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import { recordStaffAction } from '../audit';
import { coverPathOf } from './reads-cover';
import { sanitizeArticleHtml } from './reads-sanitize';
import { isStaff } from './reads.policy';
import { toBlogView, type BlogPostView } from './reads.shapes';
import { blogPosts } from './reads.tables';

const blogNotFound = (): DomainError => new DomainError('NOT_FOUND', 'blogPostNotFound');

/** reads/blogs: a market's published posts, newest first. */
export async function publishedBlogPosts(
  deps: Deps,
  input: { country: CountryCode; startIndex: number; length: number },
): Promise<BlogPostView[]> {
  const rows = await deps.db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.country, input.country), eq(blogPosts.status, 'PUBLISHED')))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .offset(input.startIndex)
    .limit(input.length);
  return rows.map(toBlogView);
}

/** One post: published for everyone; a draft only for the team. */
export async function blogPostOf(deps: Deps, viewer: Viewer | null, blogId: string): Promise<BlogPostView> {
  if (!isPvid(blogId)) throw blogNotFound();
  const [row] = await deps.db.select().from(blogPosts).where(eq(blogPosts.id, blogId));
  if (!row || (row.status !== 'PUBLISHED' && !isStaff(viewer))) throw blogNotFound();
  return toBlogView(row);
}

/** The console's list: every post of a market, drafts too, last changed first. */
export async function staffBlogPosts(deps: Deps, country: CountryCode): Promise<BlogPostView[]> {
  const rows = await deps.db
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.country, country))
    .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id));
  return rows.map(toBlogView);
}

/** saveBlogPost: the team writes or changes a post of a market (sanitized as articles are). Audited. */
export async function saveBlogPost(
  deps: Deps,
  staff: Viewer,
  input: {
    blogId?: string | null | undefined;
    country: CountryCode;
    title: string;
    body: string;
    coverPvid?: string | null | undefined;
    tags: readonly string[];
  },
): Promise<BlogPostView> {
  const now = deps.clock.now();
  const body = sanitizeArticleHtml(input.body);
  const row = await deps.db.transaction(async (tx) => {
    const image = await coverPathOf(tx, staff.userId, input.coverPvid);
    const values = {
      title: input.title,
      body,
      tags: [...input.tags],
      updatedAt: now,
      ...(input.coverPvid !== undefined ? { image } : {}),
    };
    let saved;
    if (input.blogId) {
      if (!isPvid(input.blogId)) throw blogNotFound();
      [saved] = await tx.update(blogPosts).set(values).where(eq(blogPosts.id, input.blogId)).returning();
      if (!saved) throw blogNotFound();
    } else {
      [saved] = await tx
        .insert(blogPosts)
        .values({ ...values, country: input.country, authorId: staff.userId, createdAt: now })
        .returning();
      if (!saved) throw new Error('blog post not stored');
    }
    await recordStaffAction(tx, {
      staffId: staff.userId,
      action: input.blogId ? 'blog.edit' : 'blog.create',
      entityType: 'BLOG_POST',
      entityId: saved.id,
      before: null,
      after: { title: saved.title, status: saved.status },
      at: now,
    });
    return saved;
  });
  return toBlogView(row);
}

/** publishBlogPost: the team publishes a post, or takes it back to draft. Audited. */
export async function publishBlogPost(
  deps: Deps,
  staff: Viewer,
  input: { blogId: string; published: boolean },
): Promise<BlogPostView> {
  if (!isPvid(input.blogId)) throw blogNotFound();
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, input.blogId)).for('update');
    if (!before) throw blogNotFound();
    const status = input.published ? ('PUBLISHED' as const) : ('DRAFT' as const);
    const [after] = await tx
      .update(blogPosts)
      .set({
        status,
        updatedAt: now,
        publishedAt: input.published ? (before.publishedAt ?? now) : before.publishedAt,
      })
      .where(eq(blogPosts.id, before.id))
      .returning();
    if (!after) throw blogNotFound();
    await recordStaffAction(tx, {
      staffId: staff.userId,
      action: input.published ? 'blog.publish' : 'blog.unpublish',
      entityType: 'BLOG_POST',
      entityId: before.id,
      before: { title: before.title, status: before.status },
      after: { title: after.title, status },
      at: now,
    });
    return after;
  });
  return toBlogView(row);
}
