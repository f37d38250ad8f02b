import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { SANDBOX_PROVIDER } from '../../infra/payments/sandbox-provider';
import { parseInput } from '../../kernel/domain-error';
import { sendRestError } from '../../rest/rest-errors';
import { settlePayment } from './payment-settlement.service';
import { decideSandboxCheckout, sandboxCheckout } from './sandbox-checkout.service';
import { sandboxCheckoutPage, sandboxPage } from './sandbox-checkout-page';
import { SANDBOX_SIGNATURE_HEADER, checkSandboxSignature, signSandboxBody } from './sandbox-signature';

/*
 * The built-in sandbox payment provider: its hosted checkout (/sandbox-pay/{reference}) and its signed
 * callback (/payments/callback/sandbox). Paying sends the marketplace a signed callback, server to server,
 * then takes the payer back to the marketplace's redirect page, as a real provider's return URL would.
 * None of it exists unless the sandbox is the configured provider (PAYMENT_PROVIDER).
 */

const callbackSchema = z.object({
  eventId: z.string().min(1).max(200),
  reference: z.string().min(1).max(200),
  approved: z.boolean(),
  method: z.string().max(100),
  reason: z.string().max(200).nullable(),
});

const referenceParams = z.object({ reference: z.string() });
/** The checkout page's form: its fields arrive as text. */
const checkoutForm = z.record(z.string(), z.string());

const unknownCheckout = (reply: FastifyReply) =>
  reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send(sandboxPage('Unknown checkout', '<p>Unknown checkout</p>'));

export function registerSandboxRoutes(app: FastifyInstance, deps: Deps): void {
  const secret = deps.paymentProvider?.name === SANDBOX_PROVIDER ? deps.config.sandbox?.secret : undefined;
  if (!secret) {
    // Not the provider: its pages answer 404 whatever is sent (rather than the SPA's page for unknown paths).
    app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      scope.all('/sandbox-pay/*', async (_request, reply) => reply.code(404).send({ error: 'Not Found' }));
    });
    return;
  }

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get('/sandbox-pay/:reference', async (request, reply) => {
      const { reference } = parseInput(referenceParams, request.params);
      const checkout = await sandboxCheckout(deps, reference);
      if (!checkout) return unknownCheckout(reply);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(sandboxCheckoutPage(checkout.payment, checkout.country, reference));
    });

    scope.post('/sandbox-pay/:reference', async (request, reply) => {
      const { reference } = parseInput(referenceParams, request.params);
      const form = parseInput(checkoutForm, request.body ?? {});
      const decision = await decideSandboxCheckout(deps, reference, form);
      if (!decision) return unknownCheckout(reply);
      const body = JSON.stringify(decision.callback);
      // Server to server, as a provider would: the marketplace believes only a correctly signed callback.
      const callback = await app.inject({
        method: 'POST',
        url: '/payments/callback/sandbox',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret, body, deps.clock.now()),
        },
        payload: body,
      });
      if (callback.statusCode !== 200)
        request.log.error({ status: callback.statusCode }, 'sandbox callback refused');
      return reply.redirect(decision.returnUrl, 303);
    });
  });

  // The sandbox's server-to-server callback: signed (so no access key), timestamped, each event once.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/payments/callback/sandbox', async (request, reply) => {
      try {
        const raw = typeof request.body === 'string' ? request.body : '';
        const header = request.headers[SANDBOX_SIGNATURE_HEADER];
        const signature = checkSandboxSignature(
          secret,
          raw,
          typeof header === 'string' ? header : undefined,
          deps.clock.now(),
        );
        if (signature === 'forged') return reply.code(401).send({ ok: false, result: 'forged' });
        if (signature === 'stale') return reply.code(400).send({ ok: false, result: 'stale' });
        const parsed = callbackSchema.safeParse(JSON.parse(raw));
        if (!parsed.success) return reply.code(400).send({ ok: false });
        const { eventId, ...outcome } = parsed.data;
        const result = await settlePayment(deps, SANDBOX_PROVIDER, outcome, eventId);
        return reply.code(result === 'unknown' ? 404 : 200).send({ ok: result !== 'unknown', result });
      } catch (error) {
        if (error instanceof SyntaxError) return reply.code(400).send({ ok: false });
        return sendRestError(request, reply, error);
      }
    });
  });
}
