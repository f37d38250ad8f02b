const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a client-sent id can be a row id at all (PostgreSQL refuses malformed uuids loudly). */
export function isPvid(value: string): boolean {
  return GUID.test(value);
}
