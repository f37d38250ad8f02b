import { articleDetailsPath, sizedImagePath, type CountryCode } from '@ajar/domain';
import { Link } from 'react-router';
import type { ArticleCardFieldsFragment } from '../../../gql/graphql';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { EyeOutlined, FileTextOutlined, LikeOutlined, MessageOutlined } from '../../../shared/ui/icons';
import styles from './article-card.module.css';

/** An article in a list: its cover, title, author, first words and counts; the whole card opens it. */
export function ArticleCard({
  article,
  country,
}: {
  readonly article: ArticleCardFieldsFragment;
  readonly country: CountryCode;
}) {
  const { t } = useTranslation();
  const name = `${article.authorFirstName} ${article.authorLastName}`.trim();
  const to = articleDetailsPath(country, {
    title: article.title,
    postId: article.pvid,
    userId: article.userPvid,
  });
  return (
    <li className={styles.card}>
      <Link to={to} className={styles.link}>
        <span className={styles.cover} aria-hidden="true">
          {article.image ? (
            <img src={sizedImagePath(article.image, 320)} alt="" loading="lazy" width={320} height={168} />
          ) : (
            <FileTextOutlined />
          )}
        </span>
        <span className={styles.body}>
          {article.boosted && <span className={styles.boosted}>{t('reads.card.boosted')}</span>}
          <strong className={styles.title}>{article.title}</strong>
          <span className={styles.meta}>
            {t('reads.card.by', { name })} ·{' '}
            <time dateTime={article.postedDate as string}>
              {formatMarketDate(article.postedDate as string, country)}
            </time>
          </span>
          <span className={styles.description}>{article.description}</span>
          {article.tags.length > 0 && (
            <span className={styles.tags}>
              {article.tags.slice(0, 3).map((tag) => (
                <span key={tag} className={styles.tag}>
                  #{tag}
                </span>
              ))}
            </span>
          )}
          <span className={styles.stats}>
            <span>
              <EyeOutlined aria-hidden="true" /> {t('reads.card.views', { count: article.views })}
            </span>
            <span>
              <MessageOutlined aria-hidden="true" /> {t('reads.card.comments', { count: article.comments })}
            </span>
            <span>
              <LikeOutlined aria-hidden="true" /> {t('reads.card.upvotes', { count: article.upvotes })}
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}
