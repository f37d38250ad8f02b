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
import { isBuilt, type Feature } from '../../../shared/routing/feature-routes';
import { PRODUCT_MENU_KEYS, type ProductMenuKey } from './product-menu-keys';

export type { ProductMenuKey };

/** Spec section 1's products, grouped as the header's Find / Learn / Create menus, in order. */
export const PRODUCT_MENU_FEATURES = {
  find: ['browseTutors', 'browseCoaches', 'browseCounsellors', 'publicAssignments', 'studyPlaces', 'jobs'],
  learn: ['lessons', 'reads', 'feeds', 'community', 'classes', 'rooms', 'college', 'tales'],
  create: ['content', 'transcribe', 'slides', 'planner', 'resume', 'software', 'sponsorships'],
} as const satisfies Record<ProductMenuKey, readonly Feature[]>;

export type ProductFeature = (typeof PRODUCT_MENU_FEATURES)[ProductMenuKey][number];

/** A menu's products that are built: one not built yet is not shown (it appears when it ships). */
export function shownProducts(key: ProductMenuKey): ProductFeature[] {
  return PRODUCT_MENU_FEATURES[key].filter((feature) => isBuilt(feature));
}

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
