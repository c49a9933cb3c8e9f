// The files this process holds open under a folder, deleted ones included (Linux names each descriptor's file under
// /proc/self/fd, with " (deleted)" after a removed one): what a test checks to show a route let go of a file.
import { readdirSync, readlinkSync } from 'node:fs';

export function openFilesUnder(folder: string): string[] {
  return readdirSync('/proc/self/fd')
    .map((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return ''; // closed between the listing and the read
      }
    })
    .filter((file) => file.startsWith(folder));
}
