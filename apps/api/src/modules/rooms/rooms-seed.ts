import type { CountryCode, StudyRoomMode, StudyRoomTopic } from '@ajar/domain';
import type { Executor } from '../../db/client';
import { openClassroom } from '../classroom';
import { insertStudyRoom } from './rooms.queries';

/** One demo study room (the seed's), with its classroom. */
export async function seedDemoStudyRoom(
  tx: Executor,
  room: {
    country: CountryCode;
    creatorId: string;
    name: string;
    topic: StudyRoomTopic;
    mode: StudyRoomMode;
    capacity: number;
    createdAt: Date;
  },
): Promise<string> {
  const row = await insertStudyRoom(tx, room);
  await openClassroom(tx, { kind: 'STUDY_ROOM', refId: row.id, country: row.country });
  return row.id;
}
