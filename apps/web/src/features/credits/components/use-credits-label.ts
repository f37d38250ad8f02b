import { formatCount } from '@ajar/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';

/** "1,250 credits" (grouped as the market writes numbers), "1 credit". */
export function useCreditsLabel(): (count: number) => string {
  const { t } = useTranslation();
  const country = useCountry();
  return (count) => t('credits.count', { count, formatted: formatCount(count, country) });
}
