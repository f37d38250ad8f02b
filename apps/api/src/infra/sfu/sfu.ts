/**
 * The one room interface the classroom sees of an SFU. Janus is the first; another (LiveKit, say)
 * is another implementation of this, chosen in `createSfu`, and a browser adapter of the same provider name.
 */

/** What a browser needs to enter a room on the SFU. */
export interface SfuPass {
  /** Which SFU, so the browser picks its adapter. */
  readonly provider: 'JANUS';
  /** Where the browser connects. */
  readonly url: string;
  /** The SFU's room for this classroom room. */
  readonly room: string;
  /** A token the SFU admits this person with; withdrawn when they are removed. */
  readonly token: string;
}

export interface Sfu {
  /**
   * Opens the SFU's room for `roomKey` (first call) and lets `holderKey` in; the same holder gets the same
   * pass again. `capacity` is the most publishers the room takes.
   */
  admit(roomKey: string, holderKey: string, capacity: number): Promise<SfuPass>;
  /** Takes `holderKey`'s pass back and ends the connections whose display is one of `displays`. */
  expel(roomKey: string, holderKey: string, displays: readonly string[]): Promise<void>;
}
