// The cursor of a list paged by (created_at, id): opaque to the client, checked when read back.
export const encodeCursor = (createdAt: string, id: string): string => Buffer.from(`${createdAt}|${id}`).toString('base64url');

// The first part may itself hold '|' (the operators' Doctors page pages by name); an id never does.
export function decodeCursor(cursor: string): { createdAt: string; id: string } | undefined {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const bar = text.lastIndexOf('|');
  return bar < 0 ? undefined : { createdAt: text.slice(0, bar), id: text.slice(bar + 1) };
}
