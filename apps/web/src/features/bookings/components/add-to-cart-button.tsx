import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { AddItemToCartDocument } from '../../../gql/graphql';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';

/** Spec section 3: puts the booking in the viewer's cart, says so, and opens the cart (the header's badge follows). */
export function AddToCartButton({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const navigate = useNavigate();
  const [state, addItem] = useMutation(AddItemToCartDocument);

  async function add() {
    const result = await addItem({ itemId: bookingId, itemType: 'Booking', quantity: 1 });
    if (result.error) {
      showError(result.error);
      return;
    }
    showSuccess(t('messages.itemAddedToCart'));
    void navigate(href('cart'));
  }

  return (
    <Button size="large" loading={state.fetching} onClick={() => void add()}>
      {t('bookings.checkout.addToCart')}
    </Button>
  );
}
