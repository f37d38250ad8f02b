import type { ClassroomRole } from '@ajar/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import type { RoomPeer } from '../signalling/room-state';
import styles from './room.module.css';

/** Who is in the room now; the tutor can mute a person's microphone or remove them from the class. */
export function RoomPeople({
  selfName,
  myRole,
  peers,
  onMute,
  onRemove,
}: {
  selfName: string;
  myRole: ClassroomRole;
  peers: readonly RoomPeer[];
  onMute: (peerId: string) => void;
  onRemove: (peerId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={styles.people} data-testid="classroom-people">
      <li className={styles.person}>
        <span>
          {t('classroom.room.youNamed', { name: selfName })} · {t(`classroom.roles.${myRole}`)}
        </span>
      </li>
      {peers.map((peer) => (
        <li key={peer.peerId} className={styles.person}>
          <span>
            {peer.name} · {t(`classroom.roles.${peer.role}`)}
            {!peer.audioOn && ` · ${t('classroom.room.micOff')}`}
          </span>
          {myRole === 'TUTOR' && peer.role !== 'TUTOR' && (
            <span className={styles.personActions}>
              <Button onClick={() => onMute(peer.peerId)} disabled={!peer.audioOn}>
                {t('classroom.room.muteNamed', { name: peer.name })}
              </Button>
              <Button onClick={() => onRemove(peer.peerId)}>
                {t('classroom.room.removeNamed', { name: peer.name })}
              </Button>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
