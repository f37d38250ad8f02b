import {
  DashboardOutlined,
  FileTextOutlined,
  ScheduleOutlined,
  SendOutlined,
  SettingOutlined,
  SmileOutlined,
  UserOutlined,
  VideoCameraOutlined,
} from '../../../shared/ui/icons';
import { ROLE_CODES } from '@ajar/domain';
import type { ComponentType } from 'react';
import type { Feature } from '../../../shared/routing/feature-routes';

export type AccountLinkFeature =
  | 'myProfile'
  | 'classes'
  | 'assignments'
  | 'assignmentAcceptance'
  | 'bookingList'
  | 'jobsDashboard'
  | 'settings'
  | 'feedback';

export interface AccountLink {
  readonly feature: AccountLinkFeature & Feature;
  readonly icon: ComponentType;
}

/** Spec section 2, "Role-based menu". */
export function accountLinksFor(roleCode: string | null): AccountLink[] {
  const links: AccountLink[] = [];
  if (roleCode === ROLE_CODES.tutor) {
    links.push(
      { feature: 'myProfile', icon: UserOutlined },
      { feature: 'classes', icon: VideoCameraOutlined },
      // The assignments offered to them; the open ones are under Find and in the bottom navigation.
      { feature: 'assignmentAcceptance', icon: SendOutlined },
    );
  }
  if (roleCode === ROLE_CODES.student) links.push({ feature: 'assignments', icon: FileTextOutlined });
  links.push(
    roleCode === ROLE_CODES.company
      ? { feature: 'jobsDashboard', icon: DashboardOutlined }
      : { feature: 'bookingList', icon: ScheduleOutlined },
  );
  links.push({ feature: 'settings', icon: SettingOutlined }, { feature: 'feedback', icon: SmileOutlined });
  return links;
}
