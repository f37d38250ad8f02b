import type { Presence } from './presence';

/** One process: a count of live connections per user. */
export function memoryPresence(): Presence {
  const connections = new Map<string, number>();
  return {
    enter: (userId) => {
      connections.set(userId, (connections.get(userId) ?? 0) + 1);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const remaining = (connections.get(userId) ?? 1) - 1;
        if (remaining > 0) connections.set(userId, remaining);
        else connections.delete(userId);
      };
    },
    isOnline: async (userId) => (connections.get(userId) ?? 0) > 0,
    close: async () => connections.clear(),
  };
}
