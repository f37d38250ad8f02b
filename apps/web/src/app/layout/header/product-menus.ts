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
import type { Feature } from '../../../shared/routing/feature-routes';
import type { ProductMenuKey } from './product-menu-keys';

export type { ProductMenuKey };

export type ProductFeature =
  | 'browseTutors'
  | 'browseCoaches'
  | 'browseCounsellors'
  | 'publicAssignments'
  | 'studyPlaces'
  | 'jobs'
  | 'lessons'
  | 'reads'
  | 'feeds'
  | 'community'
  | 'classes'
  | 'rooms'
  | 'college'
  | 'tales'
  | 'content'
  | 'transcribe'
  | 'slides'
  | 'planner'
  | 'resume'
  | 'software'
  | 'sponsorships';

export interface ProductLink {
  readonly feature: ProductFeature & Feature;
  readonly icon: ComponentType;
}

export interface ProductMenu {
  readonly key: ProductMenuKey;
  readonly items: readonly ProductLink[];
}

/** Spec section 1's products, grouped as the header's Find / Learn / Create menus. */
export const PRODUCT_MENUS: readonly ProductMenu[] = [
  {
    key: 'find',
    items: [
      { feature: 'browseTutors', icon: TeamOutlined },
      { feature: 'browseCoaches', icon: TrophyOutlined },
      { feature: 'browseCounsellors', icon: CommentOutlined },
      { feature: 'publicAssignments', icon: FileTextOutlined },
      { feature: 'studyPlaces', icon: EnvironmentOutlined },
      { feature: 'jobs', icon: SolutionOutlined },
    ],
  },
  {
    key: 'learn',
    items: [
      { feature: 'lessons', icon: PlayCircleOutlined },
      { feature: 'reads', icon: ReadOutlined },
      { feature: 'feeds', icon: MessageOutlined },
      { feature: 'community', icon: CommentOutlined },
      { feature: 'classes', icon: VideoCameraOutlined },
      { feature: 'rooms', icon: UsergroupAddOutlined },
      { feature: 'college', icon: BankOutlined },
      { feature: 'tales', icon: BookOutlined },
    ],
  },
  {
    key: 'create',
    items: [
      { feature: 'content', icon: FolderOpenOutlined },
      { feature: 'transcribe', icon: AudioOutlined },
      { feature: 'slides', icon: FundProjectionScreenOutlined },
      { feature: 'planner', icon: CalendarOutlined },
      { feature: 'resume', icon: IdcardOutlined },
      { feature: 'software', icon: CodeOutlined },
      { feature: 'sponsorships', icon: RocketOutlined },
    ],
  },
];
