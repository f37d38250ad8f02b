import { isMessageKey } from '@ajar/domain';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useClient } from 'urql';
import { MuteClassroomPeerDocument, RemoveClassroomPeerDocument } from '../../../gql/graphql';
import { showError } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSession } from '../../../shared/session/use-session';
import { Button, actionClassName } from '../../../shared/ui/button';
import type { JoinChoice } from '../components/pre-join';
import type { ClassroomInfo } from '../pages/classroom-page';
import type { RoomSignal } from '../signalling/room-state';
import { useClassroomChannel } from '../signalling/use-classroom-channel';
import { decodeStroke, encodeStroke, type BoardStroke } from './board-strokes';
import { RoomChat } from './room-chat';
import { RoomPeople } from './room-people';
import { VideoTile } from './video-tile';
import styles from './room.module.css';

// perfect-freehand and the canvas come only when someone opens the whiteboard.
const Whiteboard = lazy(() => import('./whiteboard').then((m) => ({ default: m.Whiteboard })));

type Panel = 'chat' | 'whiteboard' | 'people';
const PANELS: readonly Panel[] = ['chat', 'whiteboard', 'people'];

/** The live room: everyone's video, the controls, and the chat, whiteboard and people beside them. */
export function ClassroomRoom({
  room,
  stream,
  choice,
  backTo,
  backLabel,
  onRejoin,
}: {
  room: ClassroomInfo;
  stream: MediaStream;
  choice: JoinChoice;
  backTo: string;
  /** The way out's words (another page embedding the room names itself); "Back to your bookings" by default. */
  backLabel?: string;
  onRejoin: () => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const { user } = useSession();
  const userId = user?.pvid ?? '';
  const seat = room.seats.find((candidate) => candidate.userId === userId);
  const selfName = seat ? `${seat.firstName} ${seat.lastName}`.trim() : t('classroom.room.you');
  const [audio, setAudio] = useState(choice.audio);
  const [video, setVideo] = useState(choice.video);
  const [screen, setScreen] = useState<MediaStream | null>(null);
  const [panel, setPanel] = useState<Panel>('chat');
  const [strokes, setStrokes] = useState<readonly BoardStroke[]>([]);
  const media = useRef({ audio, video, screen: false });
  media.current = { audio, video, screen: screen !== null };

  const onBoard = useCallback((signal: RoomSignal) => {
    if (signal.kind === 'CLEAR') return setStrokes([]);
    const stroke = decodeStroke(signal.payload);
    if (stroke) setStrokes((current) => [...current, stroke]);
  }, []);
  const mediaState = useCallback(() => JSON.stringify(media.current), []);
  const { state, remoteStreams, send, sendChat, leave, replaceVideo } = useClassroomChannel({
    roomId: room.roomId,
    userId,
    iceServers: room.iceServers.map((server) => ({
      urls: [...server.urls],
      ...(server.username ? { username: server.username } : {}),
      ...(server.credential ? { credential: server.credential } : {}),
    })),
    localStream: stream,
    mediaMode: room.mediaMode,
    onBoard,
    mediaState,
  });

  // Tracks follow the toggles; everyone hears of a change.
  useEffect(() => {
    stream.getAudioTracks().forEach((track) => (track.enabled = audio));
    stream.getVideoTracks().forEach((track) => (track.enabled = video));
    send('MEDIA', null, mediaState());
  }, [stream, audio, video, screen, send, mediaState]);
  // The tutor's mute is obeyed: the microphone goes off (the person may turn it on again).
  useEffect(() => {
    if (state.muteRequested > 0) setAudio(false);
  }, [state.muteRequested]);

  const stopSharing = useCallback(() => {
    setScreen((current) => {
      current?.getTracks().forEach((track) => track.stop());
      return null;
    });
    void replaceVideo(stream.getVideoTracks()[0] ?? null);
  }, [replaceVideo, stream]);
  const startSharing = async () => {
    try {
      const shared = await navigator.mediaDevices.getDisplayMedia({ video: true });
      const track = shared.getVideoTracks()[0];
      if (!track) return;
      track.addEventListener('ended', stopSharing);
      await replaceVideo(track);
      setScreen(shared);
    } catch {
      // The person closed the picker: nothing changes.
    }
  };
  useEffect(() => () => screen?.getTracks().forEach((track) => track.stop()), [screen]);
  const canShare = typeof navigator.mediaDevices?.getDisplayMedia === 'function';

  const moderate = (action: 'mute' | 'remove', targetPeerId: string) => {
    const variables = { roomId: room.roomId, peerId: state.selfPeerId, targetPeerId };
    const asked =
      action === 'mute'
        ? client.mutation(MuteClassroomPeerDocument, variables).toPromise()
        : client.mutation(RemoveClassroomPeerDocument, variables).toPromise();
    void asked.then((result) => result.error && showError(result.error));
  };

  const status = state.status;
  if (status.kind === 'removed' || status.kind === 'left' || status.kind === 'refused') {
    const title =
      status.kind === 'removed'
        ? t('classroom.room.removedTitle')
        : status.kind === 'left'
          ? t('classroom.room.leftTitle')
          : t(isMessageKey(status.messageKey) ? `messages.${status.messageKey}` : 'classroom.room.lostTitle');
    return (
      <section className={styles.ended} data-testid="classroom-ended">
        <h1 className={styles.endedTitle}>{title}</h1>
        <div className={styles.endedActions}>
          {status.kind !== 'removed' && (
            <Button variant="primary" onClick={onRejoin}>
              {t('classroom.room.rejoin')}
            </Button>
          )}
          <Link className={actionClassName({})} to={backTo}>
            {backLabel ?? t('classroom.backToBookings')}
          </Link>
        </div>
      </section>
    );
  }

  const offStates = (on: { audioOn: boolean; videoOn: boolean; sharing: boolean }) => [
    ...(on.audioOn ? [] : [t('classroom.room.micOff')]),
    ...(on.videoOn ? [] : [t('classroom.room.cameraOff')]),
    ...(on.sharing ? [t('classroom.room.sharing')] : []),
  ];

  return (
    <section className={styles.room} aria-label={room.title}>
      {/* Embedded in another page (a study room), the page's own heading names it. */}
      {!backLabel && <h1 className={styles.roomTitle}>{room.title}</h1>}
      <ul className={styles.notices} aria-live="polite" data-testid="classroom-notices">
        {state.notices.map((notice) => (
          <li key={notice.id} className={styles.notice}>
            {notice.kind === 'mutedByTutor'
              ? t('classroom.room.mutedByTutor')
              : t(`classroom.room.${notice.kind}`, { name: notice.name })}
          </li>
        ))}
      </ul>
      <div className={styles.stage}>
        <div className={styles.grid} data-count={state.peers.length + 1}>
          <VideoTile
            stream={screen ?? stream}
            name={t('classroom.room.youNamed', { name: selfName })}
            local={screen === null}
            states={offStates({ audioOn: audio, videoOn: video, sharing: screen !== null })}
            testId="local-video"
          />
          {state.peers.map((peer) => (
            <VideoTile
              key={peer.peerId}
              stream={remoteStreams[peer.peerId] ?? null}
              name={peer.name}
              states={remoteStreams[peer.peerId] ? offStates(peer) : [t('classroom.room.connecting')]}
              testId="remote-video"
            />
          ))}
        </div>
        {state.peers.length === 0 && <p className={styles.waiting}>{t('classroom.room.waiting')}</p>}
        <div className={styles.controls} role="toolbar" aria-label={room.title}>
          <Button aria-pressed={!audio} onClick={() => setAudio((on) => !on)}>
            {t(audio ? 'classroom.room.mute' : 'classroom.room.unmute')}
          </Button>
          <Button aria-pressed={!video} onClick={() => setVideo((on) => !on)}>
            {t(video ? 'classroom.room.cameraStop' : 'classroom.room.cameraStart')}
          </Button>
          <Button
            aria-pressed={screen !== null}
            disabled={!canShare}
            title={canShare ? undefined : t('classroom.room.shareUnsupported')}
            onClick={() => (screen ? stopSharing() : void startSharing())}
          >
            {t(screen ? 'classroom.room.stopShare' : 'classroom.room.share')}
          </Button>
          <Button className={styles.leave} onClick={leave}>
            {t('classroom.room.leave')}
          </Button>
        </div>
      </div>
      <aside className={styles.panel}>
        <div role="tablist" aria-label={t('classroom.room.panels')} className={styles.tabs}>
          {PANELS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`classroom-tab-${name}`}
              aria-selected={panel === name}
              aria-controls="classroom-panel"
              className={panel === name ? styles.tabOn : styles.tab}
              onClick={() => setPanel(name)}
            >
              {t(`classroom.room.${name}`)}
            </button>
          ))}
        </div>
        <div
          id="classroom-panel"
          role="tabpanel"
          aria-labelledby={`classroom-tab-${panel}`}
          className={styles.panelBody}
        >
          {panel === 'chat' && <RoomChat lines={state.chat} onSend={(text) => sendChat(selfName, text)} />}
          {panel === 'whiteboard' && (
            <Suspense fallback={<p className={styles.muted}>{t('classroom.board.loading')}</p>}>
              <Whiteboard
                strokes={strokes}
                onDraw={(stroke) => {
                  setStrokes((current) => [...current, stroke]);
                  send('STROKE', null, encodeStroke(stroke));
                }}
                onClear={() => {
                  setStrokes([]);
                  send('CLEAR', null, '');
                }}
              />
            </Suspense>
          )}
          {panel === 'people' && (
            <RoomPeople
              selfName={selfName}
              myRole={room.myRole}
              peers={state.peers}
              onMute={(peerId) => moderate('mute', peerId)}
              onRemove={(peerId) => moderate('remove', peerId)}
            />
          )}
        </div>
      </aside>
    </section>
  );
}
