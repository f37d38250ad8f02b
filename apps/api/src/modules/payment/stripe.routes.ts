import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { sendRestError } from '../../rest/rest-errors';
import { settleStripeEvent } from './payment-settlement.service';
import { STRIPE_SIGNATURE_HEADER, verifiedStripeEvent } from './stripe-webhook';

export const STRIPE_WEBHOOK_PATH = '/payments/callback/stripe';

/**
 * Stripe's webhook endpoint, there only when Stripe is the configured provider (404 otherwise). Signed, so no
 * access key: the raw body is kept for the signature check. A verified event about a Checkout Session settles
 * its payment through the same idempotent path as every provider (the event id refuses replays).
 *
 * Answers: 400 for a delivery that fails the signature check (nothing changes); 200 for every verified one,
 * including types we do not act on and sessions we do not know (another integration on the same Stripe
 * account: a non-2xx would make Stripe retry it for days and finally disable the endpoint); 500 when our
 * side failed, so that Stripe delivers it again.
 */
export function registerStripeRoutes(app: FastifyInstance, deps: Deps): void {
  const stripe = deps.config.stripe;
  if (deps.config.paymentProvider !== 'stripe' || !stripe) return;
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers[STRIPE_SIGNATURE_HEADER];
      const event = verifiedStripeEvent(
        stripe.webhookSecret,
        raw,
        typeof signature === 'string' ? signature : undefined,
        deps.clock.now(),
      );
      if (!event) return reply.code(400).send({ received: false });
      try {
        const { result, reference } = await settleStripeEvent(deps, event);
        if (result === 'unknown')
          request.log.warn({ eventId: event.id, session: reference }, 'stripe event for an unknown session');
        return reply.send({ received: true, result });
      } catch (error) {
        return sendRestError(request, reply, error);
      }
    });
  });
}
