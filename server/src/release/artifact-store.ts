// Where published versions are kept (issue 46, ADR 306): a port with two adapters. A folder (ARTIFACT_STORE=
// file:deploy, the default: today's deploy/ layout, nothing copied) or an S3-compatible object store (ARTIFACT_STORE=
// s3://<bucket>/<prefix>; AWS S3, MinIO, Ceph RGW, R2; S3_ENDPOINT for a store that is not AWS, credentials and
// region from the SDK's own chain: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION). Keys are the deploy
// layout's paths: `shell/<version>/<file>`, `remotes/<name>/<version>/<file>`. A version's musawo-release.json
// (its sha256 manifest) is written last: a version without it is not published, whatever else is there.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { parseS3Url } from '../consult/s3-file-store';
import { releasePhase } from './test-phase';

export const RELEASE_FILE = 'musawo-release.json';

export type ArtifactStoreConfig = { kind: 'file'; dir: string } | { kind: 's3'; bucket: string; prefix: string; endpoint: string | undefined };

/** What a published version's musawo-release.json says (the fields the server and the tools read). */
export interface ReleaseMeta {
  name: string;
  version: string;
  sharedMajor: number;
  contentHash?: string;
  /** sha256 (hex) of every file of the version but this one, precompressed siblings included. */
  manifest?: Record<string, string>;
  [more: string]: unknown;
}

export interface ArtifactStore {
  readonly config: ArtifactStoreConfig;
  /** The registry's key for this store: the same on every machine that shares it. */
  readonly deployment: string;
  get(key: string): Promise<Buffer | undefined>;
  put(key: string, body: Buffer): Promise<void>;
  /** The keys below `prefix` (which ends in '/'). */
  list(prefix: string): Promise<string[]>;
}

/** ARTIFACT_STORE: `file:<folder>` (relative to the repository) or `s3://<bucket>/<prefix>`; undefined for neither. */
export function parseArtifactStore(raw: string, root: string, endpoint: string | undefined): ArtifactStoreConfig | undefined {
  if (raw.startsWith('file:')) {
    const dir = raw.slice('file:'.length);
    if (dir === '') return undefined;
    return { kind: 'file', dir: isAbsolute(dir) ? dir : resolve(root, dir) };
  }
  const s3 = parseS3Url(raw);
  return s3 === undefined ? undefined : { kind: 's3', ...s3, endpoint };
}

export function deploymentOf(config: ArtifactStoreConfig): string {
  return config.kind === 'file' ? `file:${config.dir}` : `s3://${config.bucket}/${config.prefix}`;
}

/** The folder (or key prefix) of one version, ending in '/'. */
export function versionPrefix(name: string, version: string): string {
  return name === 'shell' ? `shell/${version}/` : `remotes/${name}/${version}/`;
}

export const sha256 = (body: Buffer): string => createHash('sha256').update(body).digest('hex');

/** A key made of plain segments: no '..', no empty or dot segment, no backslash or NUL. */
function checkKey(key: string): string {
  if (key.split('/').some((s) => s === '' || s === '.' || s === '..') || /[\\\0]/.test(key)) throw new Error(`bad artifact key: ${key}`);
  return key;
}

function createFolderStore(config: { kind: 'file'; dir: string }): ArtifactStore {
  const pathOf = (key: string) => join(config.dir, ...checkKey(key).split('/'));
  async function walk(dir: string): Promise<string[]> {
    const names = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const out: string[] = [];
    for (const d of names) {
      const p = join(dir, d.name);
      if (d.isDirectory()) out.push(...(await walk(p)));
      else if (d.isFile()) out.push(relative(config.dir, p).split(sep).join('/'));
    }
    return out;
  }
  return {
    config,
    deployment: deploymentOf(config),
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
        throw err;
      }
    },
    async put(key, body) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      const tmp = `${p}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, p);
    },
    async list(prefix) {
      const dir = pathOf(prefix.replace(/\/$/, ''));
      return (await stat(dir).catch(() => undefined))?.isDirectory() ? walk(dir) : [];
    },
  };
}

const isMissing = (err: unknown): boolean => err instanceof NoSuchKey || (err as { name?: unknown }).name === 'NoSuchKey' || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

function createS3Store(config: { kind: 's3'; bucket: string; prefix: string; endpoint: string | undefined }): ArtifactStore {
  const s3 = new S3Client({
    region: process.env.AWS_REGION ?? 'us-east-1',
    ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint, forcePathStyle: true }),
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer default headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer is reported, not waited on: the server keeps serving what it has.
    requestHandler: { requestTimeout: 10_000, connectionTimeout: 3_000 },
    maxAttempts: 2,
  });
  const keyOf = (key: string) => `${config.prefix}${checkKey(key)}`;
  return {
    config,
    deployment: deploymentOf(config),
    async get(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(key) }));
        return answer.Body === undefined ? undefined : Buffer.from(await answer.Body.transformToByteArray());
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async put(key, body) {
      await s3.send(new PutObjectCommand({ Bucket: config.bucket, Key: keyOf(key), Body: body, ContentLength: body.length }));
    },
    async list(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: keyOf(prefix.replace(/\/$/, '')) + '/', ContinuationToken: token }));
        for (const o of page.Contents ?? []) if (o.Key !== undefined) keys.push(o.Key.slice(config.prefix.length + prefix.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token !== undefined);
      return keys;
    },
  };
}

export function createArtifactStore(config: ArtifactStoreConfig): ArtifactStore {
  return config.kind === 'file' ? createFolderStore(config) : createS3Store(config);
}

export class ArtifactError extends Error {
  override readonly name = 'ArtifactError';
  /** True when the version is there but a file of it is missing or does not match its manifest. */
  readonly damaged: boolean;
  constructor(message: string, options: { damaged?: boolean } = {}) {
    super(message);
    this.damaged = options.damaged ?? false;
  }
}

/** A version's metadata from the store, or undefined when it is not (wholly) published there. */
async function readMeta(store: ArtifactStore, name: string, version: string): Promise<ReleaseMeta | undefined> {
  const body = await store.get(`${versionPrefix(name, version)}${RELEASE_FILE}`);
  return body === undefined ? undefined : (JSON.parse(body.toString('utf8')) as ReleaseMeta);
}

/** The versions of an app published in the store (those whose manifest is there), in version order. */
export async function storedVersions(store: ArtifactStore, name: string): Promise<string[]> {
  const base = name === 'shell' ? 'shell/' : `remotes/${name}/`;
  const keys = await store.list(base);
  const versions = keys.filter((k) => k.endsWith(`/${RELEASE_FILE}`) && k.split('/').length === 2).map((k) => k.split('/')[0] as string);
  return versions.filter((v) => /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(v)).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/**
 * Publishes a sealed build folder (its musawo-release.json carries the manifest) into the store: every file of the
 * manifest first, the manifest last, so a release stopped midway leaves a version that is not published (and
 * cannot go live) rather than one with missing files. A version already there with the same content is left as it
 * is; with other content, refused. Answers whether it published.
 */
export async function publishToStore(store: ArtifactStore, localDir: string): Promise<{ meta: ReleaseMeta; published: boolean }> {
  const meta = JSON.parse(await readFile(join(localDir, RELEASE_FILE), 'utf8')) as ReleaseMeta;
  if (meta.manifest === undefined) throw new ArtifactError(`${meta.name} ${meta.version} has no file manifest: it is not sealed.`);
  const prefix = versionPrefix(meta.name, meta.version);
  const there = await readMeta(store, meta.name, meta.version);
  if (there !== undefined) {
    if (there.contentHash !== meta.contentHash) throw new ArtifactError(`${meta.name} ${meta.version} is already published with different content.`);
    return { meta: there, published: false };
  }
  const files = Object.keys(meta.manifest);
  // A few at a time: a version is a few hundred small files.
  for (let i = 0; i < files.length; i += 8) {
    await Promise.all(files.slice(i, i + 8).map(async (f) => store.put(`${prefix}${f}`, await readFile(join(localDir, ...f.split('/'))))));
    if (i === 0 && files.length > 8) await releasePhase('upload-files');
  }
  await releasePhase('upload-manifest');
  await store.put(`${prefix}${RELEASE_FILE}`, await readFile(join(localDir, RELEASE_FILE)));
  return { meta, published: true };
}

/** Checks every file of a stored version against its manifest. Answers the metadata; a missing or changed file throws, naming it. */
export async function verifyStored(store: ArtifactStore, name: string, version: string): Promise<ReleaseMeta> {
  const meta = await readMeta(store, name, version);
  if (meta === undefined) throw new ArtifactError(`${name} ${version} is not published in ${store.deployment}.`);
  if (meta.manifest === undefined) throw new ArtifactError(`${name} ${version} has no file manifest (published by an older tool): release a new version instead.`);
  const prefix = versionPrefix(name, version);
  const entries = Object.entries(meta.manifest);
  for (let i = 0; i < entries.length; i += 8) {
    await Promise.all(
      entries.slice(i, i + 8).map(async ([file, hash]) => {
        const body = await store.get(`${prefix}${file}`);
        if (body === undefined) throw new ArtifactError(`${name} ${version} is damaged: ${prefix}${file} is missing. Refusing to make it live.`);
        if (sha256(body) !== hash) throw new ArtifactError(`${name} ${version} is damaged: ${prefix}${file} does not match its manifest. Refusing to make it live.`);
      }),
    );
  }
  return meta;
}
