import { InfoCircleOutlined } from '../../../shared/ui/icons';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import styles from '../assignments.module.css';

/** A page meant for another role: what it is for, and where this person's part lives instead. */
export function RoleNotice({ title, body, actions }: { title: string; body: string; actions: ReactNode }) {
  return (
    <Result
      className={styles.card}
      icon={<InfoCircleOutlined className={styles.resultIcon} />}
      title={title}
      subTitle={body}
      extra={actions}
    />
  );
}
