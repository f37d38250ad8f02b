import type { Config } from '../../config';
import { newSecret } from '../crypto/tokens';
import type { PaymentProvider } from './payment-provider';

/** The provider name the sandbox's payments and callback events are stored under. */
export const SANDBOX_PROVIDER = 'sandbox';

/**
 * The built-in sandbox: a test provider whose hosted page is ours (/sandbox-pay/{reference}) and serves every
 * market. No money moves; its pages and our checkout say so (testMode).
 */
export function sandboxProvider(config: Pick<Config, 'publicUrl'>): PaymentProvider {
  return {
    name: SANDBOX_PROVIDER,
    testMode: true,
    serves: () => true,
    createCheckout: async () => {
      // Unguessable: the reference alone opens the checkout page.
      const reference = newSecret();
      return { reference, checkoutUrl: `${config.publicUrl}/sandbox-pay/${reference}` };
    },
  };
}
