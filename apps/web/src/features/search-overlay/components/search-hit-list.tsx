import { FileTextOutlined } from '../../../shared/ui/icons';
import { Avatar } from 'antd';
import type { PointerEvent, ReactNode } from 'react';
import type { SearchHit } from '../search-hits';
import { tutorName } from '../search-hits';
import styles from '../search-overlay.module.css';

interface SearchHitListProps {
  readonly id: string;
  readonly label: string;
  readonly items: readonly { readonly item: SearchHit; readonly index: number }[];
  readonly activeIndex: number;
  readonly optionId: (index: number) => string;
  readonly onPoint: (index: number) => void;
  readonly onPick: (index: number) => void;
  readonly empty: ReactNode;
}

function HitBody({ item }: { item: SearchHit }) {
  if (item.kind === 'tutor') {
    const name = tutorName(item.hit);
    return (
      <>
        <Avatar size={36} src={item.hit.avatar ?? undefined} className={styles.hitAvatar} alt="">
          {item.hit.FirstName.charAt(0)}
        </Avatar>
        <span className={styles.hitText}>
          <span className={styles.hitTitle}>{name}</span>
          {item.hit.Subjects.length > 0 && (
            <span className={styles.hitMeta}>{item.hit.Subjects.slice(0, 3).join(' · ')}</span>
          )}
        </span>
      </>
    );
  }
  return (
    <>
      <span className={styles.hitIcon} aria-hidden="true">
        <FileTextOutlined />
      </span>
      <span className={styles.hitText}>
        <span className={styles.hitTitle}>{item.hit.Title}</span>
        <span className={styles.hitMeta}>{item.hit.authorName}</span>
      </span>
    </>
  );
}

/** One list of hits (tutors or contents) as a listbox; the search input drives it with the arrow keys. */
export function SearchHitList({
  id,
  label,
  items,
  activeIndex,
  optionId,
  onPoint,
  onPick,
  empty,
}: SearchHitListProps) {
  if (items.length === 0) return <p className={styles.listEmpty}>{empty}</p>;
  return (
    <ul id={id} role="listbox" aria-label={label} className={styles.hitList}>
      {items.map(({ item, index }) => (
        <li
          key={item.key}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          className={`${styles.hit} ${index === activeIndex ? styles.hitActive : ''}`}
          onPointerEnter={(event: PointerEvent) => {
            // A finger has no hover: on touch the first tap previews (see onPick).
            if (event.pointerType !== 'touch') onPoint(index);
          }}
          onClick={() => onPick(index)}
        >
          <HitBody item={item} />
        </li>
      ))}
    </ul>
  );
}
