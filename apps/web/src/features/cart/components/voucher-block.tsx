import { countryOfCurrency, formatMoney } from '@ajar/domain';
import { Alert, Button, Input, Select } from 'antd';
import { useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import {
  ClaimVoucherInCartDocument,
  GetUsableVoucherClaimsDocument,
  GetVoucherByCodeDocument,
  type VoucherSummaryFragment,
} from '../../../gql/graphql';
import { describeError } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import frame from '../../../shared/ui/page-frame.module.css';
import { useCreditsLabel } from '../../credits';
import styles from './cart-parts.module.css';

/** What a voucher takes off: a percentage, or an amount in its currency. */
function useDiscountText(): (voucher: VoucherSummaryFragment) => string {
  const { t } = useTranslation();
  const pageCountry = useCountry();
  return (voucher) => {
    if (voucher.typeOfDiscount === 'Percentage')
      return t('cart.voucher.percent', { percent: String(voucher.discountOfPercentage ?? 0) });
    const currency = voucher.discountCurrency ?? voucher.currency;
    const country = countryOfCurrency(currency) ?? pageCountry;
    return formatMoney(voucher.discountAmount ?? 0, country);
  };
}

interface VoucherBlockProps {
  /** The voucher the cart is priced with (the cart's answer), if any. */
  readonly applied: VoucherSummaryFragment | null;
  readonly onChange: (voucherId: string | null) => void;
}

/**
 * Spec section 3's voucher at the cart: a code looked up (and claimed first when the viewer holds no claim,
 * saying what the claim costs), or one of the viewer's usable claims picked; the cart is priced with its id.
 */
export function VoucherBlock({ applied, onChange }: VoucherBlockProps) {
  const { t } = useTranslation();
  const client = useClient();
  const creditsLabel = useCreditsLabel();
  const discountText = useDiscountText();
  const [code, setCode] = useState('');
  const [found, setFound] = useState<VoucherSummaryFragment | null>(null);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [claims] = useQuery({ query: GetUsableVoucherClaimsDocument, requestPolicy: 'cache-and-network' });
  const [, claim] = useMutation(ClaimVoucherInCartDocument);
  const usable = (claims.data?.getUserVoucherClaims ?? []).filter(
    (voucher): voucher is VoucherSummaryFragment => voucher !== null && voucher.ableToUse,
  );
  const trimmed = code.trim();

  function applyVoucher(voucher: VoucherSummaryFragment) {
    setFound(null);
    setCode('');
    onChange(voucher.id);
  }

  async function lookUp() {
    setWorking(true);
    setError(null);
    setFound(null);
    const result = await client
      .query(GetVoucherByCodeDocument, { voucherCode: trimmed }, { requestPolicy: 'network-only' })
      .toPromise();
    setWorking(false);
    const voucher = result.data?.getOneVoucherDetails;
    if (result.error || !voucher) setError(describeError(result.error).message);
    else if (!voucher.isClaimed) setFound(voucher);
    else if (voucher.ableToUse) applyVoucher(voucher);
    else setError(t('cart.voucher.notUsable'));
  }

  async function claimFound(voucher: VoucherSummaryFragment) {
    setWorking(true);
    setError(null);
    const result = await claim({ voucherId: voucher.id });
    setWorking(false);
    if (result.error || !result.data) setError(describeError(result.error).message);
    else applyVoucher(result.data.claimVoucher);
  }

  return (
    <section className={frame.card} aria-labelledby="voucher-title">
      <h2 id="voucher-title" className={styles.label}>
        {t('cart.voucher.title')}
      </h2>
      {applied && (
        <div className={styles.applied}>
          <span>
            {t('cart.voucher.applied', { code: applied.code })} ({discountText(applied)})
          </span>
          <Button size="small" onClick={() => onChange(null)}>
            {t('cart.voucher.removeVoucher')}
          </Button>
        </div>
      )}
      <label htmlFor="cart-voucher-code" className={styles.label}>
        {t('cart.voucher.codeLabel')}
      </label>
      <div className={styles.voucherRow}>
        <Input
          id="cart-voucher-code"
          value={code}
          placeholder={t('cart.voucher.codePlaceholder')}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            setFound(null);
            setError(null);
          }}
          onPressEnter={() => trimmed && void lookUp()}
        />
        {trimmed && (
          <Button type="primary" loading={working && !found} onClick={() => void lookUp()}>
            {t('cart.voucher.apply')}
          </Button>
        )}
      </div>
      {trimmed && found && (
        <div className={styles.voucherFound}>
          <span>{t('cart.voucher.found', { code: found.code, discount: discountText(found) })}</span>
          <span>
            {found.buyerCreditsPrice > 0
              ? t('cart.voucher.claimCost', { credits: creditsLabel(found.buyerCreditsPrice) })
              : t('cart.voucher.claimFree')}
          </span>
          <Button type="primary" loading={working} onClick={() => void claimFound(found)}>
            {t('cart.voucher.claimAndApply')}
          </Button>
        </div>
      )}
      {error && <Alert className={styles.voucherFound} type="error" showIcon title={error} />}
      {usable.length > 0 && (
        <>
          <span className={styles.label}>{t('cart.voucher.pick')}</span>
          <Select
            className={styles.picker}
            aria-label={t('cart.voucher.pick')}
            placeholder={t('cart.voucher.pickPlaceholder')}
            value={applied && usable.some((voucher) => voucher.id === applied.id) ? applied.id : undefined}
            allowClear
            onClear={() => onChange(null)}
            onChange={(value: string | undefined) => onChange(value ?? null)}
            options={usable.map((voucher) => ({
              value: voucher.id,
              label: t('cart.voucher.found', { code: voucher.code, discount: discountText(voucher) }),
            }))}
          />
        </>
      )}
    </section>
  );
}
