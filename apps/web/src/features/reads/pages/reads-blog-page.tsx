import { countryPath, READS_ROUTES, sizedImagePath } from '@ajar/domain';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { GetBlogPostDocument } from '../../../gql/graphql';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { brandedTitle } from '../../../shared/routing/page-meta';
import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useReadMoreCopy } from '../hooks/use-read-more-copy';
import styles from './reads-pages.module.css';

/** /{country}/reads/blogs/{blogId}/{title}: one post of the team's blog. */
export function ReadsBlogPage() {
  const { t } = useTranslation();
  const country = useCountry();
  const blogId = useParams()['blogId'] ?? '';
  const [result] = useQuery({ query: GetBlogPostDocument, variables: { blogId } });
  const post = result.data?.getBlogPost;
  const onCopy = useReadMoreCopy(t('reads.details.readMore'));
  useDocumentTitle(brandedTitle(post?.title ?? t('reads.meta.blog.title')));
  const back = (
    <Link className={styles.back} to={countryPath(country, READS_ROUTES.blogs)}>
      ← {t('reads.blogs.back')}
    </Link>
  );
  if (result.error && !post)
    return (
      <div className={styles.article}>
        {back}
        <p role="alert">{t('reads.blogs.notFound')}</p>
      </div>
    );
  if (!post)
    return (
      <div className={styles.article} aria-busy="true">
        <SkeletonBlock width="100%" height={240} />
        <SkeletonBlock width="100%" height={200} />
      </div>
    );
  return (
    <article className={styles.article}>
      {back}
      {post.image && (
        <img className={styles.cover} src={sizedImagePath(post.image, 760)} alt="" width={760} height={399} />
      )}
      <h1 className={styles.heading}>{post.title}</h1>
      <p className={styles.byline}>
        <time dateTime={post.postedDate as string}>
          {formatMarketDate(post.postedDate as string, country)}
        </time>
      </p>
      {/* HTML the server cut to its allow-list when the team saved it. */}
      <div className={styles.body} onCopy={onCopy} dangerouslySetInnerHTML={{ __html: post.body }} />
    </article>
  );
}
