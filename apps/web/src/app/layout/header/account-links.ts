import {
  DashboardOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  HomeOutlined,
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
import { isBuilt, type Feature } from '../../../shared/routing/feature-routes';

export type AccountLinkFeature =
  | 'tutorDashboard'
  | 'studentHome'
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
      // A tutor's home: lessons waiting for an answer, this week, unread chats.
      { feature: 'tutorDashboard', icon: DashboardOutlined },
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
      // A student's home: next lessons, messages, what to do next.
      { feature: 'studentHome', icon: HomeOutlined },
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
  // A page not built yet (a company's jobs dashboard) is not offered until it is.
  return links.filter((link) => isBuilt(link.feature));
}
