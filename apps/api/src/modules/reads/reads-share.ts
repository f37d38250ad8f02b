import { isCountryCode, parseArticleSegment } from '@ajar/domain';
import type { Deps } from '../../deps';
import { blogPostOf } from './blog.service';
import { readableArticle } from './reads.service';

/**
 * An article's or a blog post's preview for a shared link (the server writes it into the page's HTML).
 * Asked as a guest: a draft, an article in review or sent back, and a blog draft have none, so nothing of
 * them leaks into the page.
 */
export async function readsShareMeta(
  deps: Deps,
  pathname: string,
): Promise<{ title: string; description: string; image: string | null; type: 'article' } | null> {
  const [, country, reads, kind, id, ...rest] = pathname.split('/');
  if (!isCountryCode(country) || reads !== 'reads' || !id) return null;
  try {
    if (kind === 'details' && rest.length === 0) {
      const ref = parseArticleSegment(decodeURIComponent(id));
      if (!ref) return null;
      const article = await readableArticle(deps, null, ref.postId);
      if (article.userPvid !== ref.userId) return null;
      return {
        title: article.title,
        description: article.description,
        image: article.image,
        type: 'article',
      };
    }
    if (kind === 'blogs' && rest.length === 1) {
      const post = await blogPostOf(deps, null, id);
      return { title: post.title, description: post.description, image: post.image, type: 'article' };
    }
  } catch {
    return null;
  }
  return null;
}
