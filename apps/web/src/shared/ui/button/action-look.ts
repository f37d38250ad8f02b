import styles from './action.module.css';

export type ActionVariant = 'primary' | 'default';
export type ActionSize = 'middle' | 'large';

/** How an action looks: antd's primary or default button, middle (40 px) or large (50 px). */
export interface ActionLook {
  readonly variant?: ActionVariant;
  readonly size?: ActionSize;
  /** Full width. */
  readonly block?: boolean;
  readonly className?: string;
}

/** The classes of an action's look, for an element drawn by hand (a full-page-load <a href>). */
export function actionClassName({
  variant = 'default',
  size = 'middle',
  block,
  className,
}: ActionLook): string {
  return [styles.action, styles[variant], size === 'large' && styles.large, block && styles.block, className]
    .filter(Boolean)
    .join(' ');
}
