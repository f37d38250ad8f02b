import { PlusOutlined } from '../../../shared/ui/icons';
import { Button } from 'antd';
import styles from './profile-editor.module.css';

interface EmptySectionProps {
  readonly text: string;
  readonly actionLabel?: string;
  readonly onAction?: () => void;
}

/** "No education yet — add your first": an empty list with its first step. */
export function EmptySection({ text, actionLabel, onAction }: EmptySectionProps) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyText}>{text}</p>
      {actionLabel && onAction && (
        <Button icon={<PlusOutlined />} onClick={onAction}>
          {actionLabel}
        </Button>
      )}
    </div>
  );
}
