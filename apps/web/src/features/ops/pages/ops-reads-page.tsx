import { Alert, Button, Input, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  ApproveArticleDocument,
  RejectArticleDocument,
  StaffArticleQueueDocument,
} from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { showError, showErrorText, showSuccess } from '../../../shared/feedback/toast';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import frame from '../../../shared/ui/page-frame.module.css';
import { OpsBlogPosts } from '../components/ops-blog-posts';
import { OpsFrame } from '../components/ops-frame';
import styles from './ops-pages.module.css';

function Queue() {
  const { t } = useTranslation();
  const country = useCountry();
  const [result, refetch] = useQuery({
    query: StaffArticleQueueDocument,
    variables: { country },
    requestPolicy: 'cache-and-network',
  });
  const [{ fetching: approving }, approve] = useMutation(ApproveArticleDocument);
  const [{ fetching: rejecting }, reject] = useMutation(RejectArticleDocument);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const articles = presentItems(result.data?.staffArticleQueue);
  if (result.error && !articles) return <Alert type="error" showIcon title={t('ops.reads.loadFailed')} />;
  if (!articles) return <Skeleton active paragraph={{ rows: 6 }} title={false} />;
  if (articles.length === 0) return <p className={frame.empty}>{t('ops.reads.empty')}</p>;
  const done = (text: string) => {
    showSuccess(text);
    refetch({ requestPolicy: 'network-only' });
  };
  const onApprove = async (articlePvid: string, title: string) => {
    const answer = await approve({ articlePvid });
    if (answer.error) return void showError(answer.error);
    done(t('ops.reads.approved', { title }));
  };
  const onReject = async (articlePvid: string, title: string) => {
    const reason = reasons[articlePvid]?.trim() ?? '';
    if (!reason) return showErrorText(t('ops.reads.reasonNeeded'));
    const answer = await reject({ articlePvid, reason });
    if (answer.error) return void showError(answer.error);
    done(t('ops.reads.rejected', { title }));
  };
  return (
    <ul className={styles.list}>
      {articles.map((article) => (
        <li key={article.pvid} className={frame.card} data-testid="ops-article">
          <h2 className={styles.articleTitle}>{article.title}</h2>
          <p className={frame.muted}>
            {t('ops.reads.by', {
              name: `${article.authorFirstName} ${article.authorLastName}`.trim(),
              subject: article.subject || '—',
              date: formatMarketDate(article.updatedAt as string, country, 'D MMM YYYY, HH:mm'),
            })}
          </p>
          <div className={styles.row}>
            {article.tags.map((tag) => (
              <Tag key={tag}>#{tag}</Tag>
            ))}
          </div>
          {article.image && (
            <img className={styles.articleCover} src={article.image} alt="" width={240} height={126} />
          )}
          {/* Sanitized by the server when it was saved, as the public page draws it. */}
          <div className={styles.articleBody} dangerouslySetInnerHTML={{ __html: article.body }} />
          <div className={styles.row}>
            <Input
              aria-label={t('ops.reads.reason', { title: article.title })}
              placeholder={t('ops.reads.reason', { title: article.title })}
              value={reasons[article.pvid] ?? ''}
              maxLength={500}
              onChange={(event) =>
                setReasons((current) => ({ ...current, [article.pvid]: event.target.value }))
              }
              style={{ flex: '1 1 220px' }}
            />
            <Button
              danger
              disabled={rejecting}
              aria-label={t('ops.reads.rejectArticle', { title: article.title })}
              onClick={() => void onReject(article.pvid, article.title)}
            >
              {t('ops.reads.reject')}
            </Button>
            <Button
              type="primary"
              disabled={approving}
              aria-label={t('ops.reads.approveArticle', { title: article.title })}
              onClick={() => void onApprove(article.pvid, article.title)}
            >
              {t('ops.reads.approve')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * /{country}/ops/reads: the articles tutors sent for review (approve, or reject with a reason), and
 * the team's blog of the market. One page: the console's route table is in every first view.
 */
export function OpsReadsPage() {
  const { t } = useTranslation();
  return (
    <OpsFrame title={t('ops.reads.title')} subtitle={t('ops.reads.subtitle')}>
      <Queue />
      <h2 className={styles.sectionTitle}>{t('ops.blogs.title')}</h2>
      <p className={frame.muted}>{t('ops.blogs.subtitle')}</p>
      <OpsBlogPosts />
    </OpsFrame>
  );
}
