import {
  AudioOutlined,
  BankOutlined,
  BookOutlined,
  CalendarOutlined,
  CodeOutlined,
  CommentOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FundProjectionScreenOutlined,
  IdcardOutlined,
  MessageOutlined,
  PlayCircleOutlined,
  ReadOutlined,
  RocketOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
  UsergroupAddOutlined,
  VideoCameraOutlined,
} from '../../../shared/ui/icons';
import type { ComponentType } from 'react';
import {
  PRODUCT_MENU_KEYS,
  shownProducts,
  type ProductFeature,
  type ProductMenuKey,
} from './product-menu-keys';

export type { ProductFeature, ProductMenuKey };

export interface ProductLink {
  readonly feature: ProductFeature;
  readonly icon: ComponentType;
}

export interface ProductMenu {
  readonly key: ProductMenuKey;
  readonly items: readonly ProductLink[];
}

const PRODUCT_ICONS: Readonly<Record<ProductFeature, ComponentType>> = {
  browseTutors: TeamOutlined,
  browseCoaches: TrophyOutlined,
  browseCounsellors: CommentOutlined,
  publicAssignments: FileTextOutlined,
  studyPlaces: EnvironmentOutlined,
  jobs: SolutionOutlined,
  lessons: PlayCircleOutlined,
  reads: ReadOutlined,
  feeds: MessageOutlined,
  community: CommentOutlined,
  classes: VideoCameraOutlined,
  rooms: UsergroupAddOutlined,
  college: BankOutlined,
  tales: BookOutlined,
  content: FolderOpenOutlined,
  transcribe: AudioOutlined,
  slides: FundProjectionScreenOutlined,
  planner: CalendarOutlined,
  resume: IdcardOutlined,
  software: CodeOutlined,
  sponsorships: RocketOutlined,
};

/** The header's menus as shown: built products only, each with its icon. */
export const PRODUCT_MENUS: readonly ProductMenu[] = PRODUCT_MENU_KEYS.map((key) => ({
  key,
  items: shownProducts(key).map((feature) => ({ feature, icon: PRODUCT_ICONS[feature] })),
}));
