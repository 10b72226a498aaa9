import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';

/** Error names by status for failures Fastify or a plugin raises before a handler runs. */
const NAMES: Record<number, string> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** Which part of the request the framework's own errors are about. */
function fieldOf(error: FastifyError): string | undefined {
  if (
    error.code?.startsWith('FST_ERR_CTP_') ||
    error.code?.startsWith('FST_REQ_') ||
    error.code?.startsWith('FST_FILES_')
  ) {
    return error.statusCode === 415 ? 'headers.content-type' : 'body';
  }
  return undefined;
}

/**
 * Every error leaves in the table's `{status_code, error, message, field?}` shape: malformed JSON
 * 400, oversize bodies and files 413, unknown content types 415, unknown routes 404. Anything else
 * is a bug in the mock and answers 500 with the same shape (and is logged).
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500
          ? error.statusCode
          : 500;
      if (status === 500) request.log.error({ err: error }, 'unhandled error');
      const field = fieldOf(error);
      return reply.code(status).send({
        status_code: status,
        error: status === 500 ? 'INTERNAL_ERROR' : (NAMES[status] ?? 'BAD_REQUEST'),
        message: status === 500 ? 'Something went wrong in the mock server' : error.message,
        ...(field ? { field } : {}),
      });
    });
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({
        status_code: 404,
        error: 'NOT_FOUND',
        message: `No route ${request.method} ${request.url.split('?')[0]}`,
      }),
    );
  },
  { name: 'errors' },
);
