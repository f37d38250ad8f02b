import { Avatar } from 'antd';
import styles from './profile-hero.module.css';

interface TutorAvatarProps {
  readonly src: string | null;
  readonly initials: string;
  readonly name: string;
  readonly size: number;
  readonly className?: string;
}

/** The photo, or the initials on the brand colour when there is none. */
export function TutorAvatar({ src, initials, name, size, className }: TutorAvatarProps) {
  return (
    <Avatar
      size={size}
      src={src ?? undefined}
      alt={name}
      className={`${styles.avatar} ${className ?? ''}`}
      style={{ fontSize: Math.round(size * 0.36) }}
    >
      {initials}
    </Avatar>
  );
}
