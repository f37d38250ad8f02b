import {
  MARKETS,
  VOUCHER_FEE_TIERS,
  VOUCHER_VALIDITY_OPTIONS,
  formatMoney,
  isVoucherCode,
  normalizeVoucherCode,
  parseMajor,
  voucherFeeBalanceMinor,
  type CountryCode,
  type VoucherDiscountType,
} from '@ajar/domain';
import { Alert, Button, Form, Input, Radio, Switch } from 'antd';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { CreateNewVoucherDocument, type CreateNewVoucherMutationVariables } from '../../../gql/graphql';
import { describeError, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import frame from '../../../shared/ui/page-frame.module.css';
import { useCreditsLabel } from '../../credits';
import styles from './create-voucher-form.module.css';
import { useVoucherHref } from './voucher-paths';

/** A whole number typed in a field, or null. */
function wholeNumber(text: string): number | null {
  return /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/**
 * The tutor's new voucher: its code, a fixed amount in the market's currency (typed in major units, sent in
 * minor units) or a percentage, how many students may claim it, how long it runs and its fee tier, paid with
 * credits or balance.
 */
export function CreateVoucherForm({ country }: { country: CountryCode }) {
  const { t } = useTranslation();
  const href = useVoucherHref();
  const navigate = useNavigate();
  const creditsLabel = useCreditsLabel();
  const { currency, symbol } = MARKETS[country];
  const [code, setCode] = useState('');
  const [type, setType] = useState<VoucherDiscountType>('Fixed');
  const [amount, setAmount] = useState('');
  const [percent, setPercent] = useState('');
  const [uses, setUses] = useState('10');
  const [validityId, setValidityId] = useState<string>(VOUCHER_VALIDITY_OPTIONS[2].id);
  const [tierId, setTierId] = useState<string>(VOUCHER_FEE_TIERS[0].id);
  const [payWithBalance, setPayWithBalance] = useState(false);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, create] = useMutation(CreateNewVoucherDocument);

  const tier = VOUCHER_FEE_TIERS.find((option) => option.id === tierId) ?? VOUCHER_FEE_TIERS[0];
  const voucherName = normalizeVoucherCode(code);
  const amountMinor = parseMajor(amount, currency);
  const percentage = wholeNumber(percent);
  const students = wholeNumber(uses);
  const problems = {
    code: isVoucherCode(voucherName) ? null : t('messages.voucherCodeInvalid'),
    discount:
      type === 'Fixed'
        ? amountMinor !== null && amountMinor > 0
          ? null
          : t('messages.voucherDiscountInvalid')
        : percentage !== null && percentage >= 1 && percentage <= 100
          ? null
          : t('messages.voucherDiscountInvalid'),
    uses:
      students !== null && students >= 1 && students <= tier.maxUses
        ? null
        : t('messages.voucherUsesInvalid'),
  };
  const shown = (problem: string | null) => (touched ? problem : null);
  const status = (problem: string | null) => (touched && problem ? 'error' : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setError(null);
    if (problems.code || problems.discount || problems.uses || students === null) return;
    const discount: Partial<CreateNewVoucherMutationVariables> =
      type === 'Fixed'
        ? { discountAmount: amountMinor, discountCurrency: currency }
        : { percentageOfPrice: percentage };
    const result = await create({
      voucherName,
      typeOfDiscount: type,
      ...discount,
      totalNumberOfUsed: students,
      numberOfDaysId: validityId,
      usedFeeId: tier.id,
      serviceId: 'Booking',
      payUsingHisBalance: payWithBalance,
    });
    if (result.error || !result.data?.createNewVoucher.success) {
      setError(describeError(result.error).message);
      return;
    }
    showSuccess(t('messages.voucherCreated'));
    void navigate(href('dashboard'));
  }

  return (
    <form className={frame.card} onSubmit={(event) => void submit(event)} noValidate>
      <Form layout="vertical" component={false}>
        <Form.Item
          label={t('vouchers.create.code')}
          htmlFor="new-voucher-code"
          extra={t('vouchers.create.codeHint')}
          validateStatus={status(problems.code)}
          help={shown(problems.code)}
        >
          <Input
            id="new-voucher-code"
            size="large"
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('vouchers.create.type')}>
          <Radio.Group
            aria-label={t('vouchers.create.type')}
            value={type}
            onChange={(event) => setType(event.target.value as VoucherDiscountType)}
            options={[
              { value: 'Fixed', label: t('vouchers.create.fixed') },
              { value: 'Percentage', label: t('vouchers.create.percentage') },
            ]}
          />
        </Form.Item>
        {type === 'Fixed' ? (
          <Form.Item
            label={t('vouchers.create.amount', { currency })}
            htmlFor="new-voucher-amount"
            validateStatus={status(problems.discount)}
            help={shown(problems.discount)}
          >
            <Input
              id="new-voucher-amount"
              size="large"
              inputMode={currency === 'IDR' ? 'numeric' : 'decimal'}
              prefix={symbol}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </Form.Item>
        ) : (
          <Form.Item
            label={t('vouchers.create.percent')}
            htmlFor="new-voucher-percent"
            extra={t('vouchers.create.percentHint')}
            validateStatus={status(problems.discount)}
            help={shown(problems.discount)}
          >
            <Input
              id="new-voucher-percent"
              size="large"
              inputMode="numeric"
              suffix="%"
              value={percent}
              onChange={(event) => setPercent(event.target.value)}
            />
          </Form.Item>
        )}
        <Form.Item label={t('vouchers.create.tier')}>
          <Radio.Group
            aria-label={t('vouchers.create.tier')}
            className={styles.tiers}
            value={tier.id}
            onChange={(event) => setTierId(String(event.target.value))}
          >
            {VOUCHER_FEE_TIERS.map((option) => (
              <Radio key={option.id} value={option.id} className={styles.tier}>
                <span className={styles.tierText}>
                  <strong>{t('vouchers.create.tierLine', { max: option.maxUses })}</strong>
                  <span className={styles.hint}>
                    {t('vouchers.create.tierPrice', {
                      credits: creditsLabel(option.sellerCreditsFee),
                      money: formatMoney(voucherFeeBalanceMinor(option, currency), country),
                    })}
                  </span>
                </span>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          label={t('vouchers.create.uses')}
          htmlFor="new-voucher-uses"
          extra={t('vouchers.create.usesHint', { max: tier.maxUses })}
          validateStatus={status(problems.uses)}
          help={shown(problems.uses)}
        >
          <Input
            id="new-voucher-uses"
            size="large"
            inputMode="numeric"
            value={uses}
            onChange={(event) => setUses(event.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('vouchers.create.validity')}>
          <Radio.Group
            aria-label={t('vouchers.create.validity')}
            optionType="button"
            value={validityId}
            onChange={(event) => setValidityId(String(event.target.value))}
            options={VOUCHER_VALIDITY_OPTIONS.map((option) => ({
              value: option.id,
              label: t('credits.days', { count: option.numberOfDays }),
            }))}
          />
        </Form.Item>
        <Form.Item extra={t('vouchers.create.payWithBalanceHint')}>
          <label className={styles.switchRow}>
            <Switch checked={payWithBalance} onChange={setPayWithBalance} />
            <span>{t('vouchers.create.payWithBalance')}</span>
          </label>
        </Form.Item>
      </Form>
      <p className={styles.fee}>
        {payWithBalance
          ? t('vouchers.create.feeBalance', {
              money: formatMoney(voucherFeeBalanceMinor(tier, currency), country),
            })
          : t('vouchers.create.fee', { credits: creditsLabel(tier.sellerCreditsFee) })}
      </p>
      {error && <Alert type="error" showIcon title={error} className={styles.alert} role="alert" />}
      <Button type="primary" size="large" htmlType="submit" loading={fetching}>
        {t('vouchers.create.submit')}
      </Button>
    </form>
  );
}
