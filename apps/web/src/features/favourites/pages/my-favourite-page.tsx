import { HeartOutlined, LoginOutlined, UserAddOutlined } from '../../../shared/ui/icons';
import { Alert, Button, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useQuery } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { GetFavouritesDocument } from '../../../gql/graphql';
import { describeError } from '../../../shared/feedback/toast';
import { useSession } from '../../../shared/session/use-session';
import { ButtonLink } from '../../../shared/ui/button-link';
import { TutorCard } from '../../browse';
import { FavouriteButton } from '../../../shared/favourites/favourite-button';
import { useFavourites } from '../../../shared/favourites/use-favourites';
import styles from './my-favourite-page.module.css';
import { presentItems } from '../../../shared/api/present-items';

// getFavourites lists FavouriteItems; a delete answers a MutationResult, so name the type to refresh.
const FAVOURITES_CONTEXT = { additionalTypenames: ['FavouriteItem'] };

/** A favourite whose tutor is no longer listed: the name, and the way to let it go. */
function NameOnlyRow({ uuid, name, note }: { uuid: string; name: string; note: string }) {
  return (
    <li className={styles.nameRow}>
      <span className={styles.nameIcon} aria-hidden="true">
        <HeartOutlined />
      </span>
      <div className={styles.nameText}>
        <strong>{name}</strong>
        <span className={styles.note}>{note}</span>
      </div>
      <FavouriteButton tutorUserPvid={uuid} tutorName={name} />
    </li>
  );
}

function EmptyFavourites() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  return (
    <Empty
      className={styles.empty}
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong className={styles.emptyTitle}>{t('favourites.emptyTitle')}</strong>
          <span>{t('favourites.emptyBody')}</span>
        </>
      }
    >
      <ButtonLink to={href('browseTutors')} type="primary">
        {t('favourites.browseTutors')}
      </ButtonLink>
    </Empty>
  );
}

function AccountFavourites() {
  const { t } = useTranslation();
  const { ids, ready } = useFavourites();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: GetFavouritesDocument,
    context: FAVOURITES_CONTEXT,
  });

  if (!data) {
    if (fetching || !error) return <Skeleton active paragraph={{ rows: 6 }} />;
    return (
      <Result
        status="warning"
        title={t('favourites.loadFailed')}
        subTitle={describeError(error).message}
        extra={
          <Button type="primary" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    );
  }

  // A heart let go of on this page leaves at once, before the list is fetched again.
  const items = presentItems(data.getFavourites).filter((item) => !ready || ids.has(item.uuid));
  if (items.length === 0) return <EmptyFavourites />;
  const listed = items.flatMap((item) => (item.tutor ? [{ ...item, tutor: item.tutor }] : []));
  const unlisted = items.filter((item) => !item.tutor);
  return (
    <>
      <p className={styles.count}>{t('favourites.count', { count: items.length })}</p>
      {listed.length > 0 && (
        <ul className={styles.cards}>
          {listed.map((item) => (
            <li key={item.pvid}>
              <TutorCard tutor={item.tutor} />
            </li>
          ))}
        </ul>
      )}
      {unlisted.length > 0 && (
        <ul className={styles.nameList}>
          {unlisted.map((item) => (
            <NameOnlyRow
              key={item.pvid}
              uuid={item.uuid}
              name={item.tutorName}
              note={t('favourites.unlisted')}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function GuestFavourites() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const { guestList } = useFavourites();
  const login = `${href('login')}?${new URLSearchParams({ redirect: href('favourites') }).toString()}`;
  return (
    <>
      <Alert
        type="info"
        showIcon
        className={styles.guestPrompt}
        title={t('favourites.guestTitle')}
        description={t('favourites.guestBody')}
        action={
          <div className={styles.guestActions}>
            <ButtonLink to={login} type="primary" icon={<LoginOutlined />}>
              {t('favourites.login')}
            </ButtonLink>
            <ButtonLink to={href('register')} icon={<UserAddOutlined />}>
              {t('favourites.signUp')}
            </ButtonLink>
          </div>
        }
      />
      {guestList.length === 0 ? (
        <EmptyFavourites />
      ) : (
        <>
          <p className={styles.count}>{t('favourites.count', { count: guestList.length })}</p>
          <ul className={styles.nameList}>
            {guestList.map((item) => (
              <NameOnlyRow
                key={item.uuid}
                uuid={item.uuid}
                name={item.tutorName}
                note={t('favourites.savedOnDevice')}
              />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** Spec section 2, my-favourite: the tutors the viewer keeps, from the account or from this device. */
export function MyFavouritePage() {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <span className={styles.headIcon} aria-hidden="true">
          <HeartOutlined />
        </span>
        <div>
          <h1 className={styles.title}>{t('favourites.title')}</h1>
          <p className={styles.subtitle}>{t('favourites.subtitle')}</p>
        </div>
      </header>
      {isSignedIn ? <AccountFavourites /> : <GuestFavourites />}
    </div>
  );
}
