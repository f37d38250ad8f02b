import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { isBuilt } from '../../../shared/routing/feature-routes';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import type { HeaderShortcut } from './header-shortcuts';
import { HintTip, IconWithCount } from '../../../shared/ui/badge';
import styles from './header.module.css';

interface ShortcutLinkProps {
  readonly shortcut: HeaderShortcut;
  readonly count?: number;
}

/** An icon link of the signed-in header; unbuilt features show no number. */
export function ShortcutLink({ shortcut, count }: ShortcutLinkProps) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const Icon = shortcut.icon;
  const label = t(`features.${shortcut.feature}`);
  const shownCount = shortcut.badge && isBuilt(shortcut.feature) ? count : undefined;
  return (
    <HintTip label={label}>
      <Link to={href(shortcut.feature)} aria-label={label} className={styles.iconButton}>
        <IconWithCount icon={<Icon aria-hidden="true" />} count={shownCount} />
      </Link>
    </HintTip>
  );
}
