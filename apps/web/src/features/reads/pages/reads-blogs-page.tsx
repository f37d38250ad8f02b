import { blogPostPath, MARKETS, sizedImagePath } from '@ajar/domain';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { GetBlogPostsDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { brandedTitle } from '../../../shared/routing/page-meta';
import { BookOutlined, FileTextOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import card from '../components/article-card.module.css';
import styles from './reads-pages.module.css';

/** /{country}/reads/blogs: the team's blog of the market, newest first. */
export function ReadsBlogsPage() {
  const { t } = useTranslation();
  const country = useCountry();
  useDocumentTitle(brandedTitle(t('reads.meta.blogs.title')));
  const [result] = useQuery({ query: GetBlogPostsDocument, variables: { country, length: 50 } });
  const posts = presentItems(result.data?.getBlogPosts);
  return (
    <PageFrame
      icon={<BookOutlined />}
      title={t('reads.blogs.title')}
      subtitle={t('reads.blogs.subtitle', { country: MARKETS[country].name })}
    >
      {!posts && !result.error && <SkeletonBlock width="100%" height={160} />}
      {result.error && !posts && <p role="alert">{t('reads.loadFailed')}</p>}
      {posts?.length === 0 && <p className={styles.state}>{t('reads.blogs.empty')}</p>}
      {posts && posts.length > 0 && (
        <ul className={styles.cards}>
          {posts.map((post) => (
            <li key={post.blogId} className={card.card}>
              <Link
                to={blogPostPath(country, { blogId: post.blogId, title: post.title })}
                className={card.link}
              >
                <span className={card.cover} aria-hidden="true">
                  {post.image ? (
                    <img
                      src={sizedImagePath(post.image, 320)}
                      alt=""
                      loading="lazy"
                      width={320}
                      height={168}
                    />
                  ) : (
                    <FileTextOutlined />
                  )}
                </span>
                <span className={card.body}>
                  <strong className={card.title}>{post.title}</strong>
                  <time className={card.meta} dateTime={post.postedDate as string}>
                    {formatMarketDate(post.postedDate as string, country)}
                  </time>
                  <span className={card.description}>{post.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
