import {
  CommentOutlined,
  DollarOutlined,
  LockOutlined,
  SafetyCertificateOutlined,
} from '../../../shared/ui/icons';
import type { ComponentType } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './value-props.module.css';

type Prop = 'verified' | 'local' | 'chat' | 'secure';

const PROPS: readonly { key: Prop; icon: ComponentType }[] = [
  { key: 'verified', icon: SafetyCertificateOutlined },
  { key: 'local', icon: DollarOutlined },
  { key: 'chat', icon: CommentOutlined },
  { key: 'secure', icon: LockOutlined },
];

export function ValueProps() {
  const { t } = useTranslation();
  return (
    <section className={styles.band} aria-label={t('home.props.label')}>
      <ul className={styles.bandInner}>
        {PROPS.map(({ key, icon: Icon }) => (
          <li key={key} className={styles.prop}>
            <span className={styles.propIcon}>
              <Icon />
            </span>
            <div>
              <h3 className={styles.propTitle}>{t(`home.props.${key}.title`)}</h3>
              <p className={styles.propBody}>{t(`home.props.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
