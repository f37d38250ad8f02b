import type { CountryCode } from '@ajar/domain';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './testimonial-reply.module.css';

interface TestimonialReplyProps {
  readonly reply: string;
  readonly repliedAt: string | null;
  readonly tutorName: string;
  readonly market: CountryCode;
}

/** The tutor's reply under a testimonial: who and when, then the words. */
export function TestimonialReply({ reply, repliedAt, tutorName, market }: TestimonialReplyProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.reply}>
      <p className={styles.replyHead}>
        {t('testimonials.list.replyFrom', { name: tutorName })}
        {repliedAt && (
          <>
            {' · '}
            <time dateTime={repliedAt}>{formatMarketDate(repliedAt, market)}</time>
          </>
        )}
      </p>
      <p className={styles.replyText}>{reply}</p>
    </div>
  );
}
