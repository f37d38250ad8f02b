import {
  CalendarOutlined,
  IdcardOutlined,
  MessageOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  WalletOutlined,
} from '../../../shared/ui/icons';
import type { ComponentType } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './how-it-works.module.css';
import homeStyles from './home.module.css';

type Audience = 'students' | 'tutors';
type Step = 'step1' | 'step2' | 'step3';

const STEPS: Record<Audience, readonly { step: Step; icon: ComponentType }[]> = {
  students: [
    { step: 'step1', icon: SearchOutlined },
    { step: 'step2', icon: MessageOutlined },
    { step: 'step3', icon: SafetyCertificateOutlined },
  ],
  tutors: [
    { step: 'step1', icon: IdcardOutlined },
    { step: 'step2', icon: CalendarOutlined },
    { step: 'step3', icon: WalletOutlined },
  ],
};

function StepList({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  return (
    <div className={styles.howColumn}>
      <h3 className={styles.howAudience}>{t(`home.how.${audience}.title`)}</h3>
      <ol className={styles.steps}>
        {STEPS[audience].map(({ step, icon: Icon }, index) => (
          <li key={step} className={styles.step}>
            <span className={styles.stepIcon}>
              <Icon />
            </span>
            <div>
              <span className={styles.stepNumber}>{t('home.how.stepLabel', { number: index + 1 })}</span>
              <h4 className={styles.stepTitle}>{t(`home.how.${audience}.${step}.title`)}</h4>
              <p className={styles.stepBody}>{t(`home.how.${audience}.${step}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section className={homeStyles.section} aria-labelledby="how-title">
      <div className={homeStyles.sectionInner}>
        <p className={homeStyles.sectionEyebrow}>{t('home.how.eyebrow')}</p>
        <h2 id="how-title" className={homeStyles.sectionTitle}>
          {t('home.how.title')}
        </h2>
        <div className={styles.howGrid}>
          <StepList audience="students" />
          <StepList audience="tutors" />
        </div>
      </div>
    </section>
  );
}
