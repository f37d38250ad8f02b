import {
  ExportOutlined,
  MessageOutlined,
  MobileOutlined,
  NotificationOutlined,
  ProfileOutlined,
  TeamOutlined,
} from '../../../shared/ui/icons';
import { marketListing, type ListingSource, type ListingSourceKind } from '@ajar/domain';
import { Button, Tag } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { useCountry } from '../../../shared/market/country-context';
import { ButtonLink } from '../../../shared/ui/button-link';
import styles from './browse-listing-page.module.css';

const KIND_ICONS: Readonly<Record<ListingSourceKind, ComponentType>> = {
  'messaging-channel': MessageOutlined,
  sms: MobileOutlined,
  classified: ProfileOutlined,
};

function SourceCard({ source }: { source: ListingSource }) {
  const { t } = useTranslation();
  const Icon = KIND_ICONS[source.kind];
  return (
    <li className={styles.source}>
      <span className={styles.sourceIcon} aria-hidden="true">
        <Icon />
      </span>
      <div className={styles.sourceText}>
        <span className={styles.kind}>{t(`browseListing.kind.${source.kind}`)}</span>
        <h3 className={styles.sourceName}>{source.name}</h3>
        <p className={styles.sourceBody}>{t(`browseListing.kindBody.${source.kind}`)}</p>
        {source.thirdParty && <Tag className={styles.thirdParty}>{t('browseListing.thirdParty')}</Tag>}
      </div>
      <Button
        href={source.url}
        target="_blank"
        rel="noopener noreferrer"
        icon={<ExportOutlined />}
        className={styles.open}
        aria-label={`${t('browseListing.open')} ${source.name} ${t('browseListing.opensInNewTab')}`}
      >
        {t('browseListing.open')}
      </Button>
    </li>
  );
}

/** Spec section 9: the market's community chat and the other places our listings appear. */
export function BrowseListingPage() {
  const { t } = useTranslation();
  const country = useCountry();
  const href = useFeatureHref();
  const listing = marketListing(country);
  const market = t(`countries.${country}`);

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <span className={styles.headIcon} aria-hidden="true">
          <NotificationOutlined />
        </span>
        <div>
          <h1 className={styles.title}>{t('browseListing.title')}</h1>
          <p className={styles.subtitle}>{t('browseListing.subtitle', { market })}</p>
        </div>
      </header>

      <section className={styles.community} aria-labelledby="browse-listing-community">
        <span className={styles.communityIcon} aria-hidden="true">
          <TeamOutlined />
        </span>
        <div className={styles.communityText}>
          <h2 id="browse-listing-community" className={styles.sectionTitle}>
            {t('browseListing.communityTitle')}
          </h2>
          <p>{t('browseListing.communityBody', { market })}</p>
        </div>
        <Button
          type="primary"
          size="large"
          href={listing.communityChatUrl}
          target="_blank"
          rel="noopener noreferrer"
          icon={<ExportOutlined />}
        >
          {t('browseListing.communityJoin')}
        </Button>
      </section>

      <section aria-labelledby="browse-listing-sources" className={styles.sources}>
        <h2 id="browse-listing-sources" className={styles.sectionTitle}>
          {t('browseListing.sourcesTitle')}
        </h2>
        {listing.sources.length > 0 ? (
          <ul className={styles.sourceList}>
            {listing.sources.map((source) => (
              <SourceCard key={source.url} source={source} />
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{t('browseListing.noSources', { market })}</p>
        )}
      </section>

      <div className={styles.footer}>
        <ButtonLink to={href('browseTutors')} size="large">
          {t('browseListing.browseTutors')}
        </ButtonLink>
      </div>
    </div>
  );
}
