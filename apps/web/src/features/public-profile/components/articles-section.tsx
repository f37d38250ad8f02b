import { EyeOutlined, FileTextOutlined, LikeOutlined, MessageOutlined } from '../../../shared/ui/icons';
import { articleDetailsPath } from '@ajar/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { useCountry } from '../../../shared/market/country-context';
import { PublicProfileArticlesDocument } from '../../../gql/graphql';
import type { PublicProfile } from '../../../shared/profile/public-profile-types';
import styles from './articles-section.module.css';
import publicProfileStyles from '../public-profile.module.css';
import { ProfileSection } from '../../../shared/profile/profile-section';
import { presentItems } from '../../../shared/api/present-items';

/** The tutor's published articles (reads). Hidden while loading, on failure and when there are none. */
export function ArticlesSection({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const country = useCountry();
  const [{ data }] = useQuery({
    query: PublicProfileArticlesDocument,
    variables: { tutorPvid: profile.userPvid },
  });
  const articles = presentItems(data?.getTutorArticles ?? []);
  if (articles.length === 0) return null;
  return (
    <ProfileSection id="articles" title={t('publicProfile.sections.articles')} icon={<FileTextOutlined />}>
      <ul className={styles.articles}>
        {articles.map((article) => (
          <li key={article.pvid}>
            <Link
              to={articleDetailsPath(country, {
                title: article.title,
                postId: article.pvid,
                userId: profile.userPvid,
              })}
              className={styles.article}
            >
              <span
                className={styles.articleImage}
                style={article.image ? { backgroundImage: `url("${encodeURI(article.image)}")` } : undefined}
                aria-hidden="true"
              >
                {!article.image && <FileTextOutlined />}
              </span>
              <span className={styles.articleBody}>
                <strong className={styles.articleTitle}>{article.title}</strong>
                {article.tags.length > 0 && (
                  <span className={publicProfileStyles.tags}>
                    {article.tags.slice(0, 3).map((tag) => (
                      <span
                        key={tag}
                        className={`${publicProfileStyles.tag} ${publicProfileStyles.skillTag}`}
                      >
                        {tag}
                      </span>
                    ))}
                  </span>
                )}
                <span className={styles.articleStats}>
                  <span>
                    <EyeOutlined aria-hidden="true" />{' '}
                    {t('publicProfile.articles.views', { count: article.views })}
                  </span>
                  <span>
                    <MessageOutlined aria-hidden="true" />{' '}
                    {t('publicProfile.articles.comments', { count: article.comments })}
                  </span>
                  <span>
                    <LikeOutlined aria-hidden="true" />{' '}
                    {t('publicProfile.articles.upvotes', { count: article.upvotes })}
                  </span>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
