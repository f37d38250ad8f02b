import { memoryPresence } from './presence-memory';
import { redisPresence } from './presence-redis';

/**
 * Who holds a live realtime connection (the web's header keeps a notificationAdded subscription open while
 * the app is open). Chat asks it to decide whether a recipient needs a notification.
 */
export interface Presence {
  /** Marks one live connection of the user; the returned function ends it (calling it again does nothing). */
  enter(userId: string): () => void;
  /** True while the user holds at least one live connection, in any API process sharing this presence. */
  isOnline(userId: string): Promise<boolean>;
  close(): Promise<void>;
}

/** In this process only, or shared through Redis by every API process, chosen like the pub/sub. */
export function createPresence(redisUrl: string | undefined): Presence {
  return redisUrl ? redisPresence(redisUrl) : memoryPresence();
}
