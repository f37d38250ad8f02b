import { EyeOutlined, FileTextOutlined, LikeOutlined, MessageOutlined } from '../../../shared/ui/icons';
import type { TutorArticleStatus } from '@ajar/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { PublicProfileArticlesDocument } from '../../../gql/graphql';
import type { PublicProfile } from '../public-profile-types';
import styles from './articles-section.module.css';
import publicProfileStyles from '../public-profile.module.css';
import { ProfileSection } from './profile-section';
import { presentItems } from '../../../shared/api/present-items';

const PUBLISHED: TutorArticleStatus = 'PUBLISHED';

/** The tutor's articles (reads). Hidden while loading, on failure and when there are none. */
export function ArticlesSection({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const href = useFeatureHref();
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
            {/* Reading an article is the Reads feature: its page opens when that ships. */}
            <Link to={href('reads')} className={styles.article}>
              <span
                className={styles.articleImage}
                style={article.image ? { backgroundImage: `url("${encodeURI(article.image)}")` } : undefined}
                aria-hidden="true"
              >
                {!article.image && <FileTextOutlined />}
              </span>
              <span className={styles.articleBody}>
                <strong className={styles.articleTitle}>{article.title}</strong>
                {(article.tags.length > 0 || article.status !== PUBLISHED) && (
                  <span className={publicProfileStyles.tags}>
                    {article.status !== PUBLISHED && (
                      <span className={`${publicProfileStyles.tag} ${publicProfileStyles.draftTag}`}>
                        {t('publicProfile.articles.draft')}
                      </span>
                    )}
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
