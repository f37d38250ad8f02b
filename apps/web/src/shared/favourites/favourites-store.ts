import { MAX_FAVOURITES } from '@ajar/domain';
import { FAVOURITES_STORAGE_KEY } from '../session/session-keys';

/**
 * A guest's favourites live in localStorage under 'favourites', the one client state the spec keeps
 * across sessions; on login they are merged into the account and cleared. Signed-in favourites live
 * on the server; `pending` holds the optimistic answer while a change is on its way.
 */
export interface GuestFavourite {
  readonly uuid: string;
  readonly tutorName: string;
  readonly selectedItems: readonly { readonly profileSubjectId: string; readonly units: number }[];
  readonly addedAt: string;
}

type Listener = () => void;

const guestListeners = new Set<Listener>();
// Keyed by the stored text, so a write by anyone (another tab, a forced sign-out) is never missed.
let guestCache: { readonly raw: string | null; readonly list: readonly GuestFavourite[] } | null = null;

function isGuestFavourite(value: unknown): value is GuestFavourite {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.uuid === 'string' && item.uuid !== '' && typeof item.tutorName === 'string';
}

function parseGuestFavourites(raw: string | null): readonly GuestFavourite[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isGuestFavourite).map((item) => ({
      uuid: item.uuid,
      tutorName: item.tutorName,
      selectedItems: Array.isArray(item.selectedItems) ? item.selectedItems : [],
      addedAt: typeof item.addedAt === 'string' ? item.addedAt : new Date(0).toISOString(),
    }));
  } catch {
    return [];
  }
}

function notifyGuest(): void {
  for (const listener of guestListeners) listener();
}

function writeGuestFavourites(list: readonly GuestFavourite[]): void {
  if (list.length === 0) localStorage.removeItem(FAVOURITES_STORAGE_KEY);
  else localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(list));
  notifyGuest();
}

export function getGuestFavourites(): readonly GuestFavourite[] {
  const raw = localStorage.getItem(FAVOURITES_STORAGE_KEY);
  if (guestCache?.raw !== raw) guestCache = { raw, list: parseGuestFavourites(raw) };
  return guestCache.list;
}

export function subscribeGuestFavourites(listener: Listener): () => void {
  guestListeners.add(listener);
  return () => guestListeners.delete(listener);
}

export type GuestAddResult = 'added' | 'exists' | 'full';

export function addGuestFavourite(uuid: string, tutorName: string, now: Date = new Date()): GuestAddResult {
  const list = getGuestFavourites();
  if (list.some((item) => item.uuid === uuid)) return 'exists';
  if (list.length >= MAX_FAVOURITES) return 'full';
  writeGuestFavourites([...list, { uuid, tutorName, selectedItems: [], addedAt: now.toISOString() }]);
  return 'added';
}

export function removeGuestFavourite(uuid: string): void {
  writeGuestFavourites(getGuestFavourites().filter((item) => item.uuid !== uuid));
}

export function clearGuestFavourites(): void {
  writeGuestFavourites([]);
}

const pendingListeners = new Set<Listener>();
let pending: ReadonlyMap<string, boolean> = new Map();

export function getPendingFavourites(): ReadonlyMap<string, boolean> {
  return pending;
}

export function subscribePendingFavourites(listener: Listener): () => void {
  pendingListeners.add(listener);
  return () => pendingListeners.delete(listener);
}

/** The optimistic state of one tutor until the server has answered (null forgets it). */
export function setPendingFavourite(uuid: string, value: boolean | null): void {
  const next = new Map(pending);
  if (value === null) next.delete(uuid);
  else next.set(uuid, value);
  pending = next;
  for (const listener of pendingListeners) listener();
}

if (typeof window !== 'undefined') {
  // A guest adding a favourite in another tab changes this tab's hearts too.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === FAVOURITES_STORAGE_KEY) notifyGuest();
  });
}
