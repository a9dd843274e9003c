import {
  DATA_EXPORT_MESSAGES,
  ZDataExport,
  ZDataExportDownloadQuery,
  ZDataExportList,
  ZDataExportParams,
} from '@labora/shared/data-export';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { attachmentDisposition } from '../../lib/content-disposition.js';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';
import { listDataExports, openDataExportDownload, requestDataExport } from './service.js';

const tags = ['data-export'];
const security = [{ bearer: [] }];

/** 'Baixar meus dados' (LGPD): ask for a copy, see the requests, download the ZIP. */
export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/me/data-export',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'requestDataExport',
        tags,
        security,
        summary: 'Ask for a copy of all of one’s data (a ZIP built in the background, its link mailed); 3 a day',
        response: { 201: ZDataExport, 200: ZDataExport, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const { created, dataExport } = await requestDataExport(app.deps, { actor: currentUser(request) });
      return reply.status(created ? 201 : 200).send(dataExport);
    },
  );

  app.get(
    '/users/me/data-exports',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'listMyDataExports',
        tags,
        security,
        summary: 'The caller’s requests for a copy of their data, newest first, with their status',
        response: { 200: ZDataExportList, ...errorResponses(401) },
      },
    },
    async (request) => listDataExports(app.deps, { actor: currentUser(request) }),
  );

  app.get(
    '/data-exports/:id/download',
    {
      // The e-mailed link is opened without a bearer (its secret is the key); with one, it must be the owner's.
      onRequest: async (request) => {
        if (request.headers.authorization) await app.authenticate(request);
      },
      schema: {
        operationId: 'downloadDataExport',
        tags,
        security: [{ bearer: [] }, {}],
        summary: 'Download a ready copy (ZIP): with the e-mailed link’s token, or as its signed-in owner',
        params: ZDataExportParams,
        querystring: ZDataExportDownloadQuery,
        response: { 200: z.any().describe('The ZIP file'), ...errorResponses(400, 401, 404, 410) },
      },
    },
    async (request, reply) => {
      const download = await openDataExportDownload(app.deps, {
        id: request.params.id,
        token: request.query.token,
        actor: request.user,
      });
      // Ready in the database but not in the store (removed by hand, or a local folder of another machine).
      const stored = await app.deps.exportFiles.open(download.key);
      if (!stored) throw new AppError('NOT_FOUND', DATA_EXPORT_MESSAGES.notFound);
      return (
        reply
          .header('content-type', 'application/zip')
          .header('content-length', String(download.size))
          .header('content-disposition', attachmentDisposition(download.fileName))
          .header('cache-control', 'private, no-store')
          // The link's secret is in the URL: no page it leads to may see it in a Referer.
          .header('referrer-policy', 'no-referrer')
          .send(stored.stream)
      );
    },
  );
};
