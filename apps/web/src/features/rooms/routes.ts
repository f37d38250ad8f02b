/** The study rooms area's routes: only app/routes.tsx imports this file (pages load lazily, no antd). */
import { STUDY_ROOM_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const roomsRoutes: RouteObject[] = [
  lazyPage(
    STUDY_ROOM_ROUTES.list,
    () => import('./pages/study-rooms-page').then((m) => m.StudyRoomsPage),
    'rooms.meta.list',
    { antd: false },
  ),
  lazyPage(
    STUDY_ROOM_ROUTES.room,
    () => import('./pages/study-room-page').then((m) => m.StudyRoomPage),
    'rooms.meta.room',
    { antd: false },
  ),
];
