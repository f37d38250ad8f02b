import { useTranslation } from '../../../shared/i18n/use-translation';
import { CheckOutlined, MessageOutlined } from '../../../shared/ui/icons';
import type { PublicProfile } from '../../../shared/profile/public-profile-types';
import styles from './reputation-facts.module.css';

/** 'Usually replies within 2 hours · Accepts 90% of bookings': each shown once the server has enough to say. */
export function ReputationFacts({ reputation }: { reputation: PublicProfile['reputation'] }) {
  const { t } = useTranslation();
  if (reputation.replyWithin === null && reputation.acceptanceRate === null) return null;
  return (
    <ul className={styles.facts}>
      {reputation.replyWithin !== null && (
        <li>
          <MessageOutlined aria-hidden="true" />{' '}
          {t(`publicProfile.reputation.replyWithin.${reputation.replyWithin}`)}
        </li>
      )}
      {reputation.acceptanceRate !== null && (
        <li>
          <CheckOutlined aria-hidden="true" />{' '}
          {t('publicProfile.reputation.acceptance', { rate: reputation.acceptanceRate })}
        </li>
      )}
    </ul>
  );
}
