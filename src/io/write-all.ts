import { writeSync } from 'node:fs';

/**
 * Writes every byte. On a disk that is filling up, write(2) can write part of the buffer and return without an
 * error; a file fsync'd and renamed after one such call is cut short (a session.json no restore can read). The next
 * call then fails with ENOSPC, which is the error the caller sees.
 */
export function writeAllSync(fd: number, data: Uint8Array): void {
  for (let done = 0; done < data.byteLength; ) done += writeSync(fd, data, done, data.byteLength - done);
}
