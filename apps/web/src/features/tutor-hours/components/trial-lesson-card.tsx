import {
  BOOKING_DURATIONS_MINUTES,
  formatDurationHhMm,
  CURRENCY_DECIMALS,
  type CurrencyCode,
} from '@ajar/domain';
import { Button, InputNumber, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import frame from '../../../shared/ui/page-frame.module.css';
import styles from './tutor-hours.module.css';

export interface TrialLessonShape {
  readonly duration: number;
  /** Minor units. */
  readonly price: number;
}

interface TrialLessonCardProps {
  readonly saved: TrialLessonShape | null;
  readonly currency: CurrencyCode;
  readonly saving: boolean;
  readonly onSave: (trial: TrialLessonShape | null) => Promise<void>;
}

const TRIAL_DURATIONS = BOOKING_DURATIONS_MINUTES.filter((minutes) => minutes <= 120);

/** Whether the tutor offers a trial lesson, and its length and price (0 is free). */
export function TrialLessonCard({ saved, currency, saving, onSave }: TrialLessonCardProps) {
  const { t } = useTranslation();
  const digits = CURRENCY_DECIMALS[currency];
  const [offered, setOffered] = useState(saved !== null);
  const [duration, setDuration] = useState(saved?.duration ?? 30);
  const [price, setPrice] = useState<number | null>(saved ? saved.price / 10 ** digits : 0);
  const next = offered && price !== null ? { duration, price: Math.round(price * 10 ** digits) } : null;
  const dirty = JSON.stringify(next) !== JSON.stringify(saved) && (!offered || price !== null);

  return (
    <section className={frame.card} aria-labelledby="trial-title" data-testid="trial-lesson">
      <div className={styles.sectionHead}>
        <div>
          <h2 id="trial-title" className={styles.sectionTitle}>
            {t('tutorHours.trial.title')}
          </h2>
          <p className={frame.muted}>{t('tutorHours.trial.hint')}</p>
        </div>
        <Switch checked={offered} onChange={setOffered} aria-label={t('tutorHours.trial.offer')} />
      </div>
      {offered ? (
        <div className={styles.trialFields}>
          <label className={styles.field}>
            <span>{t('tutorHours.trial.duration')}</span>
            <Select
              value={duration}
              onChange={setDuration}
              aria-label={t('tutorHours.trial.duration')}
              options={TRIAL_DURATIONS.map((minutes) => ({
                value: minutes,
                label: formatDurationHhMm(minutes),
              }))}
            />
          </label>
          <label className={styles.field}>
            <span>{t('tutorHours.trial.price', { currency })}</span>
            <InputNumber
              value={price}
              min={0}
              precision={digits}
              onChange={(value) => setPrice(value)}
              aria-label={t('tutorHours.trial.price', { currency })}
            />
            <small className={frame.muted}>{t('tutorHours.trial.priceHint')}</small>
          </label>
        </div>
      ) : (
        <p className={frame.muted}>{t('tutorHours.trial.off')}</p>
      )}
      <div className={styles.cardActions}>
        <Button type="primary" disabled={!dirty} loading={saving} onClick={() => void onSave(next)}>
          {t('tutorHours.trial.save')}
        </Button>
      </div>
    </section>
  );
}
