/**
 * Resolves in a task of its own, after what the browser has waiting (input, a paint): long work split with
 * it leaves a phone's main thread free between the parts (total blocking time).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
