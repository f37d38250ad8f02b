import {
  EDITABLE_ARTICLE_STATUSES,
  ROLE_CODES,
  STAFF_ROLE_CODE,
  type TutorArticleStatus,
} from '@ajar/domain';
import type { Viewer } from '../../kernel/viewer';

/** Who may write articles: tutors. */
export const mayWriteArticles = (viewer: Viewer): boolean => viewer.roleCode === ROLE_CODES.tutor;

export const isStaff = (viewer: Viewer | null): boolean => viewer?.roleCode === STAFF_ROLE_CODE;

/** Who may read an article: anyone once it is published; before, its author and the team. */
export function mayReadArticle(
  viewer: Viewer | null,
  article: { tutorUserId: string; status: TutorArticleStatus },
): boolean {
  return article.status === 'PUBLISHED' || viewer?.userId === article.tutorUserId || isStaff(viewer);
}

/** The author changes an article while it is a draft or sent back; in review or published, it is frozen. */
export const isEditable = (status: TutorArticleStatus): boolean => EDITABLE_ARTICLE_STATUSES.includes(status);
