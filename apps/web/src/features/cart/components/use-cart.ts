import { useQuery } from 'urql';
import { GetProfileDocument, GetUserCartDocument } from '../../../gql/graphql';
import { CART_CHANGES } from '../cart-typenames';

/** The viewer's cart priced with the voucher (if any) and the viewer's balance, both fresh. */
export function useCartAndBalance(voucherId: string | null) {
  const [cart, refetchCart] = useQuery({
    query: GetUserCartDocument,
    variables: { voucherId },
    requestPolicy: 'cache-and-network',
    context: CART_CHANGES,
  });
  const [profile] = useQuery({ query: GetProfileDocument, requestPolicy: 'network-only' });
  return {
    cart: cart.data?.getUserCartsItems ?? null,
    cartError: cart.error ?? null,
    balance: profile.data?.getProfile.balance ?? null,
    refetchCart: () => refetchCart({ requestPolicy: 'network-only' }),
  };
}
