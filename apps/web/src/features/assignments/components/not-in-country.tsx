import { GlobalOutlined } from '../../../shared/ui/icons';
import type { CountryCode } from '@ajar/domain';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { featureHref } from '../../../shared/routing/feature-routes';
import { ButtonLink } from '../../../shared/ui/button-link';
import styles from '../assignments.module.css';

interface NotInCountryProps {
  /** The viewer's own market, where they can go instead. */
  readonly home: CountryCode | null;
  readonly body?: string;
  readonly action?: ReactNode;
}

/** Spec sections 5 and 8: 'This assignment is not available in your country', with a way home. */
export function NotInCountry({ home, body, action }: NotInCountryProps) {
  const { t } = useTranslation();
  const country = home ? t(`countries.${home}`) : '';
  return (
    <Result
      className={styles.card}
      status="warning"
      icon={<GlobalOutlined className={styles.resultIcon} />}
      title={t('messages.assignmentNotInCountry')}
      subTitle={body ?? (home ? t('assignments.notInCountry.body', { country }) : undefined)}
      extra={
        action ??
        (home && (
          <ButtonLink to={featureHref(home, 'publicAssignments')} type="primary">
            {t('assignments.notInCountry.action', { country })}
          </ButtonLink>
        ))
      }
    />
  );
}
