import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Takes a response over from Fastify to write it piece by piece (NDJSON, Server-Sent Events): Fastify no longer
 * sends anything for it, so the headers it has set so far (CORS) are written here with the stream's own.
 */
export function openRawResponse(reply: FastifyReply, status: number, headers: OutgoingHttpHeaders): ServerResponse {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(status, { ...(reply.getHeaders() as OutgoingHttpHeaders), ...headers });
  return response;
}

/** Writes a chunk and waits while the socket's buffer is full: a long replay is several megabytes. */
export async function writeWithBackPressure(response: ServerResponse, chunk: string): Promise<void> {
  if (!response.write(chunk)) await new Promise((resolve) => response.once('drain', resolve));
}
