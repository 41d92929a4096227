import type { FastifyReply } from 'fastify';

/**
 * Answers a stored image as itself rather than the envelope: its own type (never sniffed), inline, private to
 * the viewer's cache (a photo never changes under its id). Used by the photos of complaints (decision 057).
 */
export const sendImage = (reply: FastifyReply, image: { contentType: string; data: Buffer }) =>
  reply
    .header('content-type', image.contentType)
    .header('cache-control', 'private, max-age=86400, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .send(image.data);
