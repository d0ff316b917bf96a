// The cursor of a list paged by (created_at, id): opaque to the client, checked when read back.
export const encodeCursor = (createdAt: string, id: string): string => Buffer.from(`${createdAt}|${id}`).toString('base64url');

export function decodeCursor(cursor: string): { createdAt: string; id: string } | undefined {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  return createdAt === undefined || id === undefined || rest.length > 0 ? undefined : { createdAt, id };
}
