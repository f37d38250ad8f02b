import {
  AudioOutlined,
  CommentOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  MessageOutlined,
  PlayCircleOutlined,
  ReadOutlined,
  ReconciliationOutlined,
  ShopOutlined,
  TeamOutlined,
  TrophyOutlined,
  UsergroupAddOutlined,
} from '../../../shared/ui/icons';
import { pageVariant } from '@ajar/domain';
import type { ComponentType } from 'react';
import type { Feature } from '../../../shared/routing/feature-routes';

export type BottomNavLabel =
  | 'browseTutors'
  | 'browseCoaches'
  | 'browseCounsellors'
  | 'publicAssignments'
  | 'feeds'
  | 'studyPlaces'
  | 'studyCenter'
  | 'shop'
  | 'transcribe'
  | 'lessons'
  | 'reads'
  | 'rooms'
  | 'content';

export interface BottomNavItem {
  readonly feature: Feature;
  readonly label: BottomNavLabel;
  readonly icon: ComponentType;
}

const feeds: BottomNavItem = { feature: 'feeds', label: 'feeds', icon: MessageOutlined };
const studyPlaces: BottomNavItem = {
  feature: 'studyPlaces',
  label: 'studyPlaces',
  icon: EnvironmentOutlined,
};
const shop: BottomNavItem = { feature: 'shop', label: 'shop', icon: ShopOutlined };
const transcribe: BottomNavItem = { feature: 'transcribe', label: 'transcribe', icon: AudioOutlined };

const DEFAULT_ITEMS: readonly BottomNavItem[] = [
  { feature: 'browseTutors', label: 'browseTutors', icon: TeamOutlined },
  { feature: 'publicAssignments', label: 'publicAssignments', icon: FileTextOutlined },
  feeds,
  studyPlaces,
  { feature: 'studyCenter', label: 'studyCenter', icon: ReconciliationOutlined },
  shop,
  transcribe,
  { feature: 'lessons', label: 'lessons', icon: PlayCircleOutlined },
  { feature: 'reads', label: 'reads', icon: ReadOutlined },
  { feature: 'rooms', label: 'rooms', icon: UsergroupAddOutlined },
  { feature: 'content', label: 'content', icon: FolderOpenOutlined },
];

/** Spec: lifelong pages show only browse (coaches), feeds, study places, shop and transcribe. */
const LIFELONG_ITEMS: readonly BottomNavItem[] = [
  { feature: 'browseCoaches', label: 'browseCoaches', icon: TrophyOutlined },
  feeds,
  studyPlaces,
  shop,
  transcribe,
];

/** The spec names the counselling variant without listing it; it mirrors lifelong with counsellors. */
const COUNSELLING_ITEMS: readonly BottomNavItem[] = [
  { feature: 'browseCounsellors', label: 'browseCounsellors', icon: CommentOutlined },
  feeds,
  studyPlaces,
  shop,
  transcribe,
];

export function bottomNavItems(pathname: string): readonly BottomNavItem[] {
  const variant = pageVariant(pathname);
  if (variant === 'lifelong') return LIFELONG_ITEMS;
  if (variant === 'counselling') return COUNSELLING_ITEMS;
  return DEFAULT_ITEMS;
}
