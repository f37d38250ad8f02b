import { SettingOutlined } from '../../../shared/ui/icons';
import { Button } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { AutoMessage } from '../hooks/use-auto-messages';
import styles from './quick-replies.module.css';

interface QuickRepliesProps {
  readonly items: readonly AutoMessage[];
  /** A tutor's own templates (with a manage button), else the tutor's as a student's quick questions. */
  readonly mine: boolean;
  readonly disabled: boolean;
  readonly onPick: (question: string) => void;
  readonly onManage: () => void;
}

/** Auto-message templates as chips: one tap sends it as an AUTO message. */
export function QuickReplies({ items, mine, disabled, onPick, onManage }: QuickRepliesProps) {
  const { t } = useTranslation();
  if (!mine && items.length === 0) return null;
  const title = mine ? t('chats.quick.tutorTitle') : t('chats.quick.studentTitle');
  return (
    <div className={styles.quick} role="group" aria-label={title}>
      <div className={styles.quickHead}>
        <span className={styles.quickTitle}>{title}</span>
        {mine && (
          <Button type="link" size="small" icon={<SettingOutlined />} onClick={onManage}>
            {t('chats.quick.manage')}
          </Button>
        )}
      </div>
      {items.length > 0 ? (
        <div className={styles.chips}>
          {items.map((item) => (
            <button
              key={item._id}
              type="button"
              className={styles.chip}
              title={item.question}
              disabled={disabled}
              onClick={() => onPick(item.question)}
            >
              {item.question}
            </button>
          ))}
        </div>
      ) : (
        <p className={styles.quickEmpty}>{t('chats.quick.tutorEmpty')}</p>
      )}
    </div>
  );
}
