/**
 * The one check every media store makes on a key before it touches a file or a bucket. It sits apart from the
 * stores and from media-storage.ts (which chooses between them), so each store can use it without importing the
 * module that imports the stores.
 */

const KEY_SEGMENT = /^[A-Za-z0-9_,-]+(\.[A-Za-z0-9]+)?$/;

/**
 * Refuses keys that could leave the storage root or alias another object ('..', '.', empty segments, backslashes,
 * absolute paths). Callers build keys from validated parts; this is the last line of defence.
 */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  if (key.length > 512 || !segments.every((segment) => KEY_SEGMENT.test(segment))) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}
