import Fastify, { type FastifyInstance } from 'fastify';
import type { Deps } from './deps';
import { attachGraphQLWebSocket } from './graphql/websocket';
import { createGraphQLServer } from './graphql/yoga';
import { registerCompression } from './http/compression';
import { refuseNulCharacters } from './http/nul-characters';
import { loggerOptions } from './http/request-logging';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { tutorShareMeta } from './modules/profile';
import { readsShareMeta } from './modules/reads';
import { registerDevMailRoutes } from './rest/dev-mail.routes';
import { registerTestClockRoutes } from './rest/test-clock.routes';
import { registerTestStaffRoutes } from './rest/test-staff.routes';
import { registerStatementCountRoute } from './db/statement-counter';
import { registerHealthRoutes } from './rest/health.routes';
import { registerRestErrorHandler } from './rest/rest-errors';
import { refuseOversizeMultipart, registerUploadRoutes } from './modules/resource/transport';
import { registerCalendarRoutes } from './modules/calendar/transport';
import { registerTutorFileRoutes } from './modules/tutor-files/transport';
import {
  registerPaymentRoutes,
  registerSandboxRoutes,
  registerStripeRoutes,
} from './modules/payment/transport';

/** The HTTP server: GraphQL (HTTP and WebSocket) at /graphql, REST routes, the SPA. Not yet listening. */
export async function buildServer(deps: Deps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.config.logLevel),
    trustProxy: deps.config.trustProxy,
  });

  registerSecurityHeaders(app, deps.config);
  refuseNulCharacters(app);
  registerRestErrorHandler(app);
  // Before any route and before the SPA's static files (see compression.ts).
  await registerCompression(app);

  // GraphQL multipart requests (file uploads): Fastify leaves the body unread and Yoga parses the raw stream,
  // within its own body-size limit (see createGraphQLServer).
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

  const yoga = createGraphQLServer(deps, app.log);
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    onRequest: refuseOversizeMultipart,
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequest(req, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      return reply.send(response.body);
    },
  });

  const closeWebSocket = attachGraphQLWebSocket(app.server, yoga, deps);
  app.addHook('onClose', async () => closeWebSocket());

  registerHealthRoutes(app, deps);
  registerUploadRoutes(app, deps);
  registerCalendarRoutes(app, deps);
  registerTutorFileRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  registerSandboxRoutes(app, deps);
  registerStripeRoutes(app, deps);
  registerDevMailRoutes(app, deps);
  registerTestClockRoutes(app, deps);
  registerTestStaffRoutes(app, deps);
  registerStatementCountRoute(app);
  // A shared article or tutor profile link previews in chat apps: its tags are in the served HTML.
  await registerSpa(
    app,
    deps.config.webDist,
    deps.config.publicUrl,
    async (pathname) => (await readsShareMeta(deps, pathname)) ?? (await tutorShareMeta(deps.db, pathname)),
  );
  return app;
}
