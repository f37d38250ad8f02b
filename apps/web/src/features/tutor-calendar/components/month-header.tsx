import { LeftOutlined, RightOutlined } from '../../../shared/ui/icons';
import { Button } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { monthLabel } from '../day-label';
import styles from './tutor-calendar.module.css';

interface MonthHeaderProps {
  /** YYYY-MM */
  readonly month: string;
  readonly canGoBack: boolean;
  readonly onShift: (delta: number) => void;
}

/** The month shown, with previous and next; the calendar holds no lessons before this month. */
export function MonthHeader({ month, canGoBack, onShift }: MonthHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.header}>
      <Button
        shape="circle"
        icon={<LeftOutlined />}
        aria-label={t('tutorCalendar.previousMonth')}
        disabled={!canGoBack}
        onClick={() => onShift(-1)}
      />
      <h3 className={styles.month} aria-live="polite">
        {monthLabel(month)}
      </h3>
      <Button
        shape="circle"
        icon={<RightOutlined />}
        aria-label={t('tutorCalendar.nextMonth')}
        onClick={() => onShift(1)}
      />
    </div>
  );
}
