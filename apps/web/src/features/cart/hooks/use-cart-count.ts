import { useQuery } from 'urql';
import { GetCartCountDocument } from '../../../gql/graphql';
import { useSession } from '../../../shared/session/use-session';
import { CART_CHANGES } from '../cart-typenames';

/** The signed-in viewer's cart count for the header badge (refetched after any cart change); none for a guest. */
export function useCartCount(): number | undefined {
  const { isSignedIn } = useSession();
  const [result] = useQuery({ query: GetCartCountDocument, pause: !isSignedIn, context: CART_CHANGES });
  return isSignedIn ? result.data?.getUserCartsItems.count : undefined;
}
