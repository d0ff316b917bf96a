// Sends a stored file (a consultation's attachment, a licence copy): its checked type, a download name, and
// headers that keep a browser from running or sniffing it.
import type { FastifyReply } from 'fastify';

export function sendStoredFile(reply: FastifyReply, file: { contentType: string; fileName: string }, data: Buffer): FastifyReply {
  const disposition = file.contentType === 'application/pdf' ? 'attachment' : 'inline';
  return reply
    .header('cache-control', 'no-store')
    .header('content-type', file.contentType)
    .header('content-disposition', `${disposition}; filename="${file.fileName.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(data);
}
