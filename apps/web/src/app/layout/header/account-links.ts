import {
  DashboardOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SendOutlined,
  SettingOutlined,
  SmileOutlined,
  UserOutlined,
  VideoCameraOutlined,
} from '../../../shared/ui/icons';
import { ROLE_CODES, STAFF_ROLE_CODE } from '@ajar/domain';
import type { ComponentType } from 'react';
import type { Feature } from '../../../shared/routing/feature-routes';

export type AccountLinkFeature =
  | 'myProfile'
  | 'classes'
  | 'myOnlineClasses'
  | 'sharedFiles'
  | 'readsList'
  | 'assignments'
  | 'assignmentAcceptance'
  | 'bookingList'
  | 'jobsDashboard'
  | 'settings'
  | 'feedback'
  | 'opsConsole';

export interface AccountLink {
  readonly feature: AccountLinkFeature & Feature;
  readonly icon: ComponentType;
}

/** Spec section 2, "Role-based menu". */
export function accountLinksFor(roleCode: string | null): AccountLink[] {
  // The Ajar team works from the console; the customers' pages are not theirs.
  if (roleCode === STAFF_ROLE_CODE)
    return [
      { feature: 'opsConsole', icon: SafetyCertificateOutlined },
      { feature: 'settings', icon: SettingOutlined },
    ];
  const links: AccountLink[] = [];
  if (roleCode === ROLE_CODES.tutor) {
    links.push(
      { feature: 'myProfile', icon: UserOutlined },
      { feature: 'classes', icon: VideoCameraOutlined },
      // The assignments offered to them; the open ones are under Find and in the bottom navigation.
      { feature: 'assignmentAcceptance', icon: SendOutlined },
      // The articles they write for Reads
      { feature: 'readsList', icon: ReadOutlined },
    );
  }
  if (roleCode === ROLE_CODES.student)
    links.push(
      { feature: 'assignments', icon: FileTextOutlined },
      // The spec's 'My Online Classes', a student's seats in group classes.
      { feature: 'myOnlineClasses', icon: VideoCameraOutlined },
      // The files tutors shared with them
      { feature: 'sharedFiles', icon: FolderOpenOutlined },
    );
  links.push(
    roleCode === ROLE_CODES.company
      ? { feature: 'jobsDashboard', icon: DashboardOutlined }
      : { feature: 'bookingList', icon: ScheduleOutlined },
  );
  links.push({ feature: 'settings', icon: SettingOutlined }, { feature: 'feedback', icon: SmileOutlined });
  return links;
}
