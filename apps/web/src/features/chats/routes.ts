/** The chats area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const chatsRoutes: RouteObject[] = [
  lazyPage('chats', () => import('./pages/chats-page').then((m) => m.ChatsPage), 'chats.meta.page'),
];
