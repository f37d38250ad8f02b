import { PAYMENT_SERVICES } from '@ajar/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { DomainError, parseInput } from '../../kernel/domain-error';
import { tokenFrom } from '../../graphql/context';
import { sendRestError } from '../../rest/rest-errors';
import { resolveViewer } from '../account';
import { type Viewer } from '../../kernel/viewer';
import { paymentOffer } from './payment-offer.service';
import { createPayment, paymentForViewer } from './payment.service';
import { activateSharedLink, generateSharedLink, sharedLinkStatus } from './shared-link.service';

/*
 * The payment REST service of spec section 7. Every call carries the app's access-key header; calls made for
 * a user also carry their session token (auth-token), as GraphQL does. Providers' signed callbacks are
 * their own routes (sandbox.routes.ts, Stripe's).
 */

const ACCESS_KEY_HEADER = 'access-key';

const createTransactionSchema = z
  .object({
    service: z.enum(PAYMENT_SERVICES),
    bookingId: z.string().nullish(),
    amount: z.number().int().nullish(),
    credits: z.number().int().nullish(),
    paymentMethod: z.string().min(1),
    provider: z.enum(['sandbox', 'stripe']).nullish(),
    idempotencyKey: z.string().min(1).max(200),
    sharedCode: z.string().max(40).nullish(),
    voucherId: z.string().max(64).nullish(),
    useBalance: z.boolean().nullish(),
    disputeId: z.string().max(64).nullish(),
    classId: z.string().max(64).nullish(),
  })
  .transform((body) => ({
    service: body.service,
    bookingId: body.bookingId ?? null,
    amountMinor: body.amount ?? null,
    credits: body.credits ?? null,
    paymentMethod: body.paymentMethod,
    idempotencyKey: body.idempotencyKey,
    sharedCode: body.sharedCode ?? null,
    provider: body.provider ?? null,
    voucherId: body.voucherId ?? null,
    useBalance: body.useBalance ?? null,
    disputeId: body.disputeId ?? null,
    classId: body.classId ?? null,
  }));

const idParams = z.object({ id: z.string() });
const offerQuery = z
  .object({
    amount: z.string().optional(),
    credits: z.string().optional(),
    sharedCode: z.string().optional(),
    voucherId: z.string().optional(),
    useBalance: z.string().optional(),
    disputeId: z.string().max(64).optional(),
    classId: z.string().max(64).optional(),
  })
  // As the route always read it: a missing or unreadable amount is 0.
  .transform((query) => ({
    amountMinor: Number(query.amount ?? 0),
    credits: Number(query.credits ?? 0),
    sharedCode: query.sharedCode ?? null,
    voucherId: query.voucherId || null,
    useBalance: query.useBalance === 'true' || query.useBalance === '1',
    disputeId: query.disputeId ?? null,
    classId: query.classId ?? null,
  }));
const statusParams = z.object({ product: z.string(), id: z.string() });

const generateSchema = z.object({ serviceName: z.string().min(1).max(40), id: z.string().min(1) });
const activateSchema = z.object({
  sharedCode: z.string().min(1).max(40),
  paymentId: z.string().min(1),
  serviceName: z.string().min(1).max(40),
});

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

function withErrors(handler: Handler): Handler {
  return async (request, reply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      // A provider's failure reaches the payer as its message; its cause is for the operator.
      if (error instanceof DomainError && error.cause !== undefined)
        request.log.error({ err: error.cause }, `${error.messageKey}`);
      return sendRestError(request, reply, error);
    }
  };
}

export function registerPaymentRoutes(app: FastifyInstance, deps: Deps): void {
  const requireApp = (request: FastifyRequest): void => {
    if (request.headers[ACCESS_KEY_HEADER] !== deps.config.paymentAccessKey)
      throw new DomainError('UNAUTHENTICATED', 'paymentAccessDenied');
  };
  const requireViewer = async (request: FastifyRequest): Promise<Viewer> => {
    requireApp(request);
    const token = tokenFrom({
      headers: { get: (name) => (request.headers[name] as string | undefined) ?? null },
      clientAddress: request.ip,
    });
    const viewer = token ? await resolveViewer(deps, token) : null;
    if (!viewer) throw new DomainError('UNAUTHENTICATED', 'notLoggedIn');
    return viewer;
  };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.post(
    '/payments/createTransaction',
    withErrors(async (request, reply) => {
      const viewer = await requireViewer(request);
      const input = parseInput(createTransactionSchema, request.body ?? {});
      return noStore(reply)
        .code(201)
        .send(await createPayment(deps, viewer, input));
    }),
  );

  // The methods, amount and fee for a checkout: `id` is a booking (paid by its student, or by whoever holds
  // ?sharedCode= of it), or 'balance' with ?amount= for a top-up.
  app.get(
    '/payments/paymentMethods/:id',
    withErrors(async (request, reply) => {
      const viewer = await requireViewer(request);
      const { id } = parseInput(idParams, request.params);
      const query = parseInput(offerQuery, request.query ?? {});
      return noStore(reply).send(await paymentOffer(deps, viewer, { id, ...query }));
    }),
  );

  app.get(
    '/payments/transactions/:id',
    withErrors(async (request, reply) => {
      const viewer = await requireViewer(request);
      const { id } = parseInput(idParams, request.params);
      return noStore(reply).send(await paymentForViewer(deps, viewer, id));
    }),
  );

  app.post(
    '/sharedURL/generate',
    withErrors(async (request, reply) => {
      const viewer = await requireViewer(request);
      const body = parseInput(generateSchema, request.body ?? {});
      return noStore(reply)
        .code(201)
        .send(await generateSharedLink(deps, viewer, body.serviceName, body.id));
    }),
  );

  app.post(
    '/sharedURL/active',
    withErrors(async (request, reply) => {
      const viewer = await requireViewer(request);
      const body = parseInput(activateSchema, request.body ?? {});
      return noStore(reply).send(await activateSharedLink(deps, viewer, body.sharedCode, body.paymentId));
    }),
  );

  app.get(
    '/sharedURL/status/:product/:id',
    withErrors(async (request, reply) => {
      requireApp(request);
      const { product, id } = parseInput(statusParams, request.params);
      return noStore(reply).send(await sharedLinkStatus(deps, product, id));
    }),
  );
}
