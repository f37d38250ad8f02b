import { Alert, Button, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useQuery } from 'urql';
import { GetStaffFeedbackDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import frame from '../../../shared/ui/page-frame.module.css';
import { OpsFrame } from '../components/ops-frame';
import styles from './ops-pages.module.css';

function FeedbackList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const country = useCountry();
  const [result] = useQuery({
    query: GetStaffFeedbackDocument,
    variables: { page },
    requestPolicy: 'cache-and-network',
  });
  const answer = result.data?.getStaffFeedback;
  const items = presentItems(answer?.items);
  if (result.error && !items) return <Alert type="error" showIcon title={t('ops.feedback.loadFailed')} />;
  if (!answer || !items) return <Skeleton active paragraph={{ rows: 6 }} title={false} />;
  if (items.length === 0) return <p className={frame.empty}>{t('ops.feedback.empty')}</p>;
  return (
    <>
      <p className={frame.muted}>{t('ops.feedback.total', { count: answer.total })}</p>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={frame.card} data-testid="feedback-entry">
            <div className={styles.row}>
              <Tag>
                {item.category ? t(`ops.feedback.categories.${item.category}`) : t('ops.feedback.noCategory')}
              </Tag>
              <span className={frame.muted}>
                {t('ops.feedback.from', {
                  name: item.senderName,
                  email: item.senderEmail,
                  date: formatMarketDate(item.createdAt, country, 'D MMM YYYY, HH:mm'),
                })}
              </span>
            </div>
            <p className={styles.feedbackMessage}>{item.message}</p>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {page > 1 && <Button onClick={() => onPage(page - 1)}>{t('ops.feedback.newer')}</Button>}
        {page * answer.pageSize < answer.total && (
          <Button onClick={() => onPage(page + 1)}>{t('ops.feedback.more')}</Button>
        )}
      </div>
    </>
  );
}

/** /{country}/ops/feedback: what people sent the team from the Feedback page, newest first. */
export function OpsFeedbackPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  return (
    <OpsFrame title={t('ops.feedback.title')} subtitle={t('ops.feedback.subtitle')}>
      <FeedbackList page={page} onPage={setPage} />
    </OpsFrame>
  );
}
