import { EyeOutlined, StarFilled, TrophyOutlined } from '../../../shared/ui/icons';
import type { CountryCode } from '@ajar/domain';
import { Avatar, Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatRating } from '../../../shared/format/rating';
import { ButtonLink } from '../../../shared/ui/button-link';
import {
  contentPrice,
  previewDescription,
  tutorName,
  tutorPriceRange,
  type ContentHit,
  type SearchHit,
  type TutorHit,
} from '../search-hits';
import styles from '../search-overlay.module.css';

interface PreviewProps {
  readonly country: CountryCode;
  readonly to: string;
  readonly onOpen: () => void;
}

function TutorPreview({ hit, country, to, onOpen }: PreviewProps & { hit: TutorHit }) {
  const { t, i18n } = useTranslation();
  const name = tutorName(hit);
  const prices = tutorPriceRange(hit, country);
  const description = previewDescription(hit.Description);
  return (
    <>
      <div className={styles.previewHead}>
        <Avatar size={72} src={hit.avatar ?? undefined} className={styles.hitAvatar} alt="">
          {hit.FirstName.charAt(0)}
        </Avatar>
        <div className={styles.previewIdentity}>
          <h3 className={styles.previewTitle}>{name}</h3>
          {hit.Address && <p className={styles.previewMeta}>{hit.Address}</p>}
          <p className={styles.previewMeta}>
            {hit.rating !== null ? (
              <>
                <StarFilled className={styles.star} aria-hidden="true" />{' '}
                {t('searchOverlay.rating', { rating: formatRating(hit.rating, i18n.language) })} ·{' '}
                {t('searchOverlay.testimonials', { count: hit.testimonial })}
              </>
            ) : (
              t('searchOverlay.noRating')
            )}
          </p>
        </div>
      </div>
      <ul className={styles.facts}>
        {prices && (
          <li className={styles.price}>
            {prices.from === prices.to
              ? t('searchOverlay.pricePerHour', { price: prices.from })
              : t('searchOverlay.priceRange', { from: prices.from, to: prices.to })}
          </li>
        )}
        <li>
          <TrophyOutlined aria-hidden="true" />{' '}
          {hit.experienceInYears > 0
            ? t('searchOverlay.experience', { count: hit.experienceInYears })
            : t('searchOverlay.newTutor')}
        </li>
      </ul>
      {hit.Subjects.length > 0 && (
        <div className={styles.previewGroup}>
          <h4 className={styles.previewLabel}>{t('searchOverlay.subjects')}</h4>
          <div className={styles.tags}>
            {hit.Subjects.map((subject) => (
              <Tag key={subject}>{subject}</Tag>
            ))}
          </div>
        </div>
      )}
      {hit.skill.length > 0 && (
        <div className={styles.previewGroup}>
          <h4 className={styles.previewLabel}>{t('searchOverlay.skills')}</h4>
          <div className={styles.tags}>
            {hit.skill.map((skill) => (
              <Tag key={skill} variant="outlined">
                {skill}
              </Tag>
            ))}
          </div>
        </div>
      )}
      {description && <p className={styles.description}>{description}</p>}
      <ButtonLink to={to} type="primary" onClick={onOpen} className={styles.previewAction}>
        {t('searchOverlay.viewProfile')}
      </ButtonLink>
    </>
  );
}

function ContentPreview({ hit, country, to, onOpen }: PreviewProps & { hit: ContentHit }) {
  const { t } = useTranslation();
  const description = previewDescription(hit.Description);
  const price = hit.Price === 0 ? t('searchOverlay.free') : contentPrice(hit, country);
  return (
    <>
      <h3 className={styles.previewTitle}>{hit.Title}</h3>
      <p className={styles.previewMeta}>{t('searchOverlay.by', { name: hit.authorName })}</p>
      <p className={styles.previewMeta}>
        <EyeOutlined aria-hidden="true" /> {t('searchOverlay.views', { count: hit.views })}
        {price && <> · {price}</>}
      </p>
      {hit.Tags.length > 0 && (
        <div className={styles.previewGroup}>
          <h4 className={styles.previewLabel}>{t('searchOverlay.tags')}</h4>
          <div className={styles.tags}>
            {hit.Tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </div>
        </div>
      )}
      {description && <p className={styles.description}>{description}</p>}
      <ButtonLink to={to} type="primary" onClick={onOpen} className={styles.previewAction}>
        {t('searchOverlay.viewAuthor')}
      </ButtonLink>
    </>
  );
}

/** The right pane: what the hovered or selected hit is, before opening it. */
export function SearchPreview({ item, ...props }: PreviewProps & { item: SearchHit | null }) {
  const { t } = useTranslation();
  return (
    <aside className={styles.preview} data-testid="search-preview" aria-label={t('searchOverlay.preview')}>
      {item === null && <p className={styles.previewHint}>{t('searchOverlay.previewHint')}</p>}
      {item?.kind === 'tutor' && <TutorPreview hit={item.hit} {...props} />}
      {item?.kind === 'content' && <ContentPreview hit={item.hit} {...props} />}
    </aside>
  );
}
