import { PAYMENT_SERVICES, countryPath } from '@ajar/domain';
import { Navigate, useSearchParams } from 'react-router';
import { useCountry } from '../../../shared/market/country-context';
import { GoogleRedirectPage } from '../../calendar-sync';

/** The services a provider returns for, as the return address names them (lower case). */
const RETURNING_SERVICES = new Set<string>(PAYMENT_SERVICES.map((service) => service.toLowerCase()));

/**
 * Spec section 2, redirect: where outside services send people back. A payment provider returns with
 * ?service=&transactionId= and the payer goes on to payment-result; Google's OAuth consent returns with
 * ?code= and the calendar import runs.
 */
export function RedirectPage() {
  const country = useCountry();
  const [params] = useSearchParams();
  const service = params.get('service') ?? '';
  const transactionId = params.get('transactionId') ?? '';
  if (RETURNING_SERVICES.has(service) && transactionId) {
    const result = `payment-result/${service}/${encodeURIComponent(transactionId)}`;
    return <Navigate to={countryPath(country, result)} replace />;
  }
  return <GoogleRedirectPage />;
}
