/**
 * The payment area's transport face: its GraphQL fields (loaded for their effect on the schema builder) and its REST routes (checkout status, the sandbox, the Stripe webhook).
 * Only the app layer (graphql/schema.ts, graphql/yoga.ts, server.ts) and other areas' transports import it;
 * services never do (they know no transport).
 */
import './payment.graphql';
export { registerPaymentRoutes } from './payment.routes';
export { registerSandboxRoutes } from './sandbox.routes';
export { registerStripeRoutes } from './stripe.routes';
