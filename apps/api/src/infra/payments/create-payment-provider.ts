import { ConfigError, type Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { sandboxProvider } from './sandbox-provider';
import { stripeProvider } from './stripe-provider';

/** The configured provider (PAYMENT_PROVIDER), or null: then every market offers balance payment only. */
export function createPaymentProvider(config: Config): PaymentProvider | null {
  switch (config.paymentProvider) {
    case null:
      return null;
    case 'sandbox':
      return sandboxProvider(config);
    case 'stripe':
      if (!config.stripe) throw new ConfigError('Invalid environment: Stripe is chosen without its keys');
      return stripeProvider(config.stripe);
  }
}
