import type { CountryCode, StudyRoomMode, StudyRoomTopic } from '@ajar/domain';
import type { Executor } from '../client';
import { seedDemoStudyRoom } from '../../modules/rooms';

/*
 * A market's demo study rooms: four always-open rooms on different topics, made by its first
 * students, named in the market's language (Indonesian in Indonesia), so the rooms list shows something on the
 * first start.
 */
const ROOMS: readonly {
  en: string;
  id: string;
  topic: StudyRoomTopic;
  mode: StudyRoomMode;
  capacity: number;
}[] = [
  {
    en: 'Exam maths: past papers',
    id: 'Matematika ujian: soal tahun lalu',
    topic: 'MATHS',
    mode: 'CAMERA',
    capacity: 4,
  },
  {
    en: 'Silent science revision',
    id: 'Belajar IPA dalam hening',
    topic: 'SCIENCE',
    mode: 'AUDIO',
    capacity: 4,
  },
  {
    en: 'English speaking practice',
    id: 'Latihan berbicara bahasa Inggris',
    topic: 'LANGUAGES',
    mode: 'CAMERA',
    capacity: 3,
  },
  { en: 'Late-night coding', id: 'Ngoding larut malam', topic: 'CODING', mode: 'AUDIO', capacity: 2 },
];

export async function seedMarketStudyRooms(
  db: Executor,
  input: { readonly country: CountryCode; readonly studentIds: readonly string[]; readonly now: Date },
): Promise<void> {
  for (const [index, room] of ROOMS.entries()) {
    const creatorId = input.studentIds[index % Math.max(1, input.studentIds.length)];
    if (!creatorId) continue;
    await seedDemoStudyRoom(db, {
      country: input.country,
      creatorId,
      name: input.country === 'id' ? room.id : room.en,
      topic: room.topic,
      mode: room.mode,
      capacity: room.capacity,
      createdAt: new Date(input.now.getTime() - (ROOMS.length - index) * 60 * 60 * 1000),
    });
  }
}
