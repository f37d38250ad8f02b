import {
  PAYMENT_METHODS,
  PAYMENT_SERVICES,
  transactionFeeMinor,
  MARKETS,
  type CountryCode,
} from '@ajar/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { DomainError, parseInput } from '../../kernel/domain-error';
import { tokenFrom } from '../../graphql/context';
import { sendRestError } from '../../rest/rest-errors';
import { resolveViewer } from '../account/session.service';
import { type Viewer } from '../../kernel/viewer';
import { findBookingWithParties } from '../booking/booking.queries';
import { createPayment, paymentForViewer, providerServes } from './payment.service';
import {
  activateSharedLink,
  generateSharedLink,
  isSharedLinkOf,
  sharedLinkStatus,
} from './shared-link.service';

/*
 * The payment REST service of spec section 7. Every call carries the app's access-key header; calls made for
 * a user also carry their session token (auth-token), as GraphQL does. Providers' signed callbacks are
 * their own routes (sandbox.routes.ts, Stripe's).
 */

const ACCESS_KEY_HEADER = 'access-key';

const createTransactionSchema = z.object({
  service: z.enum(PAYMENT_SERVICES),
  bookingId: z.string().nullish(),
  amount: z.number().int().nullish(),
  paymentMethod: z.string().min(1),
  /** The spec's field: the configured provider is the only one, so naming another is refused. */
  provider: z.enum(['sandbox', 'stripe']).nullish(),
  idempotencyKey: z.string().min(1).max(200),
  sharedCode: z.string().max(40).nullish(),
});

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
      const body = parseInput(createTransactionSchema, request.body ?? {});
      if (body.provider && body.provider !== deps.paymentProvider?.name)
        throw new DomainError('CONFLICT', 'paymentProviderUnavailable');
      const checkout = await createPayment(deps, viewer, {
        service: body.service,
        bookingId: body.bookingId ?? null,
        amountMinor: body.amount ?? null,
        paymentMethod: body.paymentMethod,
        idempotencyKey: body.idempotencyKey,
        sharedCode: body.sharedCode ?? null,
      });
      return noStore(reply).code(201).send(checkout);
    }),
  );

  // The methods, amount and fee for a checkout: `id` is a booking (paid by its student, or by whoever holds
  // ?sharedCode= of it), or 'balance' with ?amount= for a top-up. With no provider for the market, no
  // methods (providerAvailable false: balance only); testMode says the provider charges nobody.
  app.get(
    '/payments/paymentMethods/:id',
    withErrors(async (request, reply) => {
      const viewer = await requireViewer(request);
      const { id } = request.params as { id: string };
      const query = request.query as { amount?: string; sharedCode?: string };
      let country: CountryCode = viewer.country;
      let amount = Number(query.amount ?? 0);
      if (id !== 'balance') {
        const row = await findBookingWithParties(deps.db, id);
        const payer =
          row &&
          (row.booking.studentId === viewer.userId ||
            (query.sharedCode !== undefined && (await isSharedLinkOf(deps.db, query.sharedCode, id))));
        if (!row || !payer) throw new DomainError('NOT_FOUND', 'notFound');
        if (row.booking.country !== viewer.country) throw new DomainError('FORBIDDEN', 'differentCountry');
        country = row.booking.country;
        amount = Math.max(0, row.booking.dueMinor - row.booking.amountPaidUsingUserBalanceMinor);
      }
      const currency = MARKETS[country].currency;
      const safe = Number.isSafeInteger(amount) && amount >= 0 ? amount : 0;
      const providerAvailable = providerServes(deps.paymentProvider, country);
      return noStore(reply).send({
        methods: providerAvailable ? PAYMENT_METHODS[country] : [],
        providerAvailable,
        testMode: providerAvailable && deps.paymentProvider?.testMode === true,
        currency,
        amount: safe,
        fee: transactionFeeMinor(safe, currency),
      });
    }),
  );

  app.get(
    '/payments/transactions/:id',
    withErrors(async (request, reply) => {
      const viewer = await requireViewer(request);
      const { id } = request.params as { id: string };
      return noStore(reply).send(await paymentForViewer(deps, viewer, id));
    }),
  );

  app.post(
    '/sharedURL/generate',
    withErrors(async (request, reply) => {
      const viewer = await requireViewer(request);
      const body = parseInput(generateSchema, request.body ?? {});
      const code = await generateSharedLink(deps, viewer, body.serviceName, body.id);
      return noStore(reply).code(201).send({ codeSharedPayment: code });
    }),
  );

  app.post(
    '/sharedURL/active',
    withErrors(async (request, reply) => {
      const viewer = await requireViewer(request);
      const body = parseInput(activateSchema, request.body ?? {});
      await activateSharedLink(deps, viewer, body.sharedCode, body.paymentId);
      return noStore(reply).send({ success: true });
    }),
  );

  app.get(
    '/sharedURL/status/:product/:id',
    withErrors(async (request, reply) => {
      requireApp(request);
      const { product, id } = request.params as { product: string; id: string };
      if (!product.endsWith('Transcribe')) throw new DomainError('NOT_FOUND', 'notFound');
      return noStore(reply).send(await sharedLinkStatus(deps, id));
    }),
  );
}
