import { DownOutlined } from '../../../shared/ui/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import type { ProductMenu } from './product-menus';
import styles from './header.module.css';

export function ProductDropdown({ menu }: { menu: ProductMenu }) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const items: MenuProps['items'] = menu.items.map(({ feature, icon: Icon }) => ({
    key: feature,
    label: (
      <Link to={href(feature)} className={styles.productItem}>
        <span className={styles.productIcon}>
          <Icon />
        </span>
        <span className={styles.productText}>
          <span className={styles.productName}>{t(`features.${feature}`)}</span>
          <span className={styles.productBlurb}>{t(`productBlurbs.${feature}`)}</span>
        </span>
      </Link>
    ),
  }));
  return (
    <Dropdown menu={{ items }} trigger={['hover', 'click']} placement="bottomLeft">
      <button type="button" className={styles.menuTrigger}>
        {t(`header.${menu.key}`)}
        <DownOutlined className={styles.menuChevron} aria-hidden="true" />
      </button>
    </Dropdown>
  );
}
