// The storage port of consultation attachments (issue 33): a key in, the bytes back. On disk under the data
// folder by default (CONSULT_FILES_DIR); in memory for a database in memory; an S3-compatible object store with
// FILE_STORE=s3://<bucket>/<prefix> (s3-file-store.ts), which every machine of a site shares.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}

/** Keys are ours (two UUID-like parts joined by '/'); anything else is refused rather than joined into a path. */
const SAFE_KEY = /^[A-Za-z0-9-]{1,64}\/[A-Za-z0-9-]{1,64}$/;
export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error('bad file key');
  return key;
}

export function createDiskFileStore(dir: string): FileStore {
  const pathOf = (key: string) => join(dir, ...checkKey(key).split('/'));
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
      // Written once and never changed: only the server's user may read it.
      await writeFile(path, data, { mode: 0o600, flag: 'wx' });
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export function createMemoryFileStore(): FileStore {
  const files = new Map<string, Buffer>();
  return {
    put: async (key, data) => void files.set(checkKey(key), data),
    get: async (key) => files.get(checkKey(key)),
    delete: async (key) => void files.delete(checkKey(key)),
  };
}

/** What the bytes are, from their first bytes; only the types a consultation accepts, else undefined. */
export function sniffFileType(data: Buffer): 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'application/pdf' | undefined {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 6 && (data.subarray(0, 6).toString('latin1') === 'GIF87a' || data.subarray(0, 6).toString('latin1') === 'GIF89a')) return 'image/gif';
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return undefined;
}
