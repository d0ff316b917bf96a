// Bundled media (specialty illustrations, health-tip images and clips) from server/assets, at /media/<folder>/.
// Only the known folders are routed: any other /media/ path still belongs to the deployed web app.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { refusedPathIsNotFound, sendStaticFile } from './file-server';

export const MEDIA_FOLDERS = ['specialties', 'tips'] as const;
// These files are part of a release and renamed when they change, so browsers may keep them for 30 days;
// ETags still let a revalidation after that cost a 304.
export const MEDIA_CACHE = 'public, max-age=2592000';

export function mediaUrl(folder: (typeof MEDIA_FOLDERS)[number], file: string): string {
  return `/media/${folder}/${file}`;
}

export function registerMediaRoutes(app: FastifyInstance, root: string): void {
  const errorHandler = refusedPathIsNotFound(app);
  for (const folder of MEDIA_FOLDERS) {
    const base = join(root, 'server', 'assets', folder);
    app.get(`/media/${folder}/*`, { errorHandler }, async (request, reply) =>
      sendStaticFile(reply, base, (request.params as { '*'?: string })['*'] ?? '', MEDIA_CACHE),
    );
  }
}
