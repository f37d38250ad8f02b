/** A Storage that holds nothing and keeps nothing: a guest's, for renders on the server. */
class GuestStorage implements Storage {
  readonly length = 0;
  clear(): void {}
  getItem(): string | null {
    return null;
  }
  key(): string | null {
    return null;
  }
  removeItem(): void {}
  setItem(): void {}
}

/**
 * The server renders pages as a guest sees them; the session and saved choices read
 * localStorage, which Node has not, so they read an empty one.
 */
export function installGuestStorage(): void {
  const scope = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
  scope.localStorage ??= new GuestStorage();
  scope.sessionStorage ??= new GuestStorage();
}
