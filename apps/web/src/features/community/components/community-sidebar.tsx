import { communityMemberPath, countryPath, type CountryCode } from '@ajar/domain';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { GetCommunitySidebarDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './community.module.css';
import { MemberAvatar } from './member-avatar';

/** The community's brand mark and the Ajar team members (getBrandIcon, getUsersTeam). */
export function CommunitySidebar({ country }: { country: CountryCode }) {
  const { t } = useTranslation();
  const [{ data }] = useQuery({ query: GetCommunitySidebarDocument, variables: { country } });
  const team = presentItems(data?.getUsersTeam) ?? [];
  return (
    <aside className={styles.sidebar} aria-labelledby="community-team">
      {data && (
        <p className={styles.sideBrand}>
          <img src={data.getBrandIcon.url} alt="" width={28} height={28} />
          <span>{data.getBrandIcon.name}</span>
        </p>
      )}
      <h2 id="community-team" className={styles.sideHeading}>
        {t('community.sidebar.team')}
      </h2>
      {data && team.length === 0 && <p className={styles.sideMuted}>{t('community.sidebar.noTeam')}</p>}
      <ul className={styles.sideTeam}>
        {team.map((member) => (
          <li key={member.userId}>
            <MemberAvatar name={member.name} picture={member.picture ?? null} size={32} />
            <Link to={countryPath(country, communityMemberPath(member.username))}>{member.name}</Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
