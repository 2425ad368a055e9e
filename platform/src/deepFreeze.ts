/**
 * Freezes a value and everything it holds (what is already frozen is taken as frozen through;
 * typed arrays and buffers cannot be frozen and are left as they are).
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
