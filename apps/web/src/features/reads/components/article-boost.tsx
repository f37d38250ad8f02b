import { BOOST_PRICES, countryPath } from '@ajar/domain';
import { useState } from 'react';
import { useMutation } from 'urql';
import { BoostTutorArticleDocument } from '../../../gql/graphql';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { Button } from '../../../shared/ui/button';
import { RocketOutlined } from '../../../shared/ui/icons';
import styles from '../pages/reads-pages.module.css';

/** Boosting a published article: the lengths and credit prices of a browse-results boost, one press each. */
export function ArticleBoost({
  articlePvid,
  title,
}: {
  readonly articlePvid: string;
  readonly title: string;
}) {
  const { t } = useTranslation();
  const country = useCountry();
  const [open, setOpen] = useState(false);
  const [{ fetching }, boost] = useMutation(BoostTutorArticleDocument);
  if (!open)
    return (
      <Button icon={<RocketOutlined />} onClick={() => setOpen(true)}>
        {t('reads.list.boost')}
      </Button>
    );
  const onBoost = async (numberOfDays: number) => {
    const answer = await boost({ boostType: 'CategoryListingPage', numberOfDays, articleId: articlePvid });
    if (answer.error) return void showError(answer.error);
    showSuccess(t('reads.list.boostDone'));
    setOpen(false);
  };
  return (
    <div role="group" aria-label={t('reads.list.boostTitle', { title })} className={styles.links}>
      {BOOST_PRICES.CategoryListingPage.map((option) => (
        <Button
          key={option.numberOfDays}
          disabled={fetching}
          onClick={() => void onBoost(option.numberOfDays)}
        >
          {t('reads.list.boostDays', { days: option.numberOfDays, price: option.price })}
        </Button>
      ))}
      <Button onClick={() => setOpen(false)}>{t('reads.list.cancel')}</Button>
      <a className={styles.muted} href={countryPath(country, 'credits/home')}>
        {t('reads.list.credits')}
      </a>
    </div>
  );
}
