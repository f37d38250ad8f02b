import { CLASSROOM_CHAT_MAX_CHARS } from '@ajar/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import type { ChatLine } from '../signalling/room-state';
import styles from './room.module.css';

/** The chat beside the video: over the room's channel, seen by those in the room, not saved. */
export function RoomChat({ lines, onSend }: { lines: readonly ChatLine[]; onSend: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [lines.length]);
  return (
    <div className={styles.chat}>
      {lines.length === 0 ? (
        <p className={styles.muted}>{t('classroom.room.chatEmpty')}</p>
      ) : (
        <ol ref={list} className={styles.chatLines} data-testid="classroom-chat">
          {lines.map((line) => (
            <li key={line.id} className={line.mine ? styles.chatMine : styles.chatLine}>
              <strong>{line.name}</strong> {line.text}
            </li>
          ))}
        </ol>
      )}
      <form
        className={styles.chatForm}
        onSubmit={(event) => {
          event.preventDefault();
          const message = text.trim();
          if (!message) return;
          onSend(message);
          setText('');
        }}
      >
        <label className={styles.hidden} htmlFor="classroom-chat-input">
          {t('classroom.room.chatLabel')}
        </label>
        <input
          id="classroom-chat-input"
          className={styles.chatInput}
          value={text}
          maxLength={CLASSROOM_CHAT_MAX_CHARS}
          placeholder={t('classroom.room.chatPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="primary">
          {t('classroom.room.send')}
        </Button>
      </form>
    </div>
  );
}
