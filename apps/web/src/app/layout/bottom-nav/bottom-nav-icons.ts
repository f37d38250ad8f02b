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
import type { ComponentType } from 'react';
import type { BottomNavLabel } from './bottom-nav-items';

/** The bottom bar's icons: decoration beside each label, loaded apart from the shell (the phone budget). */
export const BOTTOM_NAV_ICONS: Readonly<Record<BottomNavLabel, ComponentType>> = {
  browseTutors: TeamOutlined,
  browseCoaches: TrophyOutlined,
  browseCounsellors: CommentOutlined,
  publicAssignments: FileTextOutlined,
  feeds: MessageOutlined,
  studyPlaces: EnvironmentOutlined,
  studyCenter: ReconciliationOutlined,
  shop: ShopOutlined,
  transcribe: AudioOutlined,
  lessons: PlayCircleOutlined,
  reads: ReadOutlined,
  rooms: UsergroupAddOutlined,
  content: FolderOpenOutlined,
};
