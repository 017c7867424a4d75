// Hashed assets (dist/assets/*-<hash>.js) never change under their name, so the server reads each
// from disk once and answers from memory with its length. The first screen asks for dozens of
// chunks at once over the browser's six connections per host; a stat, an open and a read stream
// per request made each one wait longer behind the others (bench: the last first-screen chunk
// arrived ~80 ms later). A rebuild clears the cache: its files are new names, the old ones go.
import { readFileSync } from 'node:fs';

/** File contents by absolute path, read on first use. */
export class AssetCache {
  private readonly files = new Map<string, Buffer>();

  /** The file's bytes: from memory after the first call. Throws what `readFileSync` throws. */
  read(file: string): Buffer {
    let body = this.files.get(file);
    if (!body) {
      body = readFileSync(file);
      this.files.set(file, body);
    }
    return body;
  }

  /** Whether the file has been read (and is answered from memory). */
  has(file: string): boolean {
    return this.files.has(file);
  }

  /** Forgets every file (after a rebuild). */
  clear(): void {
    this.files.clear();
  }
}
