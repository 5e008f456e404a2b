/** Growing typed arrays: the index is built in typed arrays to stay compact and fast at 100k notes. */

export type NumberArray = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float32Array | Float64Array;

/** `array` copied into a new array of the same type and length `size` (cut, or padded with zeros). */
export function resized<T extends NumberArray>(array: T, size: number): T {
  const next = new (array.constructor as new (n: number) => T)(size);
  next.set(array.length <= size ? array : (array.subarray(0, size) as T));
  return next;
}

/** `array` itself when it holds `needed` items, else a copy at least twice as long. */
export function withRoom<T extends NumberArray>(array: T, needed: number): T {
  return needed <= array.length ? array : resized(array, Math.max(needed, array.length * 2));
}
