import {
  FacebookFilled,
  InstagramOutlined,
  LinkedinFilled,
  TikTokOutlined,
  YoutubeFilled,
} from '../../../shared/ui/icons';
import type { ComponentType } from 'react';
import type { Feature } from '../../../shared/routing/feature-routes';

export type FooterGroupKey = 'resources' | 'policies' | 'company';

export interface FooterGroup {
  readonly key: FooterGroupKey;
  readonly features: readonly Feature[];
}

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    key: 'resources',
    features: ['browseTutors', 'browseListing', 'publicAssignments', 'blog', 'lessons', 'helpCentre'],
  },
  { key: 'policies', features: ['terms', 'privacy', 'refunds', 'communityGuidelines'] },
  { key: 'company', features: ['about', 'howItWorks', 'careers', 'coordinator', 'contact'] },
];

export type SocialFeature = 'facebook' | 'instagram' | 'linkedin' | 'tiktok' | 'youtube';

export const SOCIAL_LINKS: readonly { feature: SocialFeature & Feature; icon: ComponentType }[] = [
  { feature: 'facebook', icon: FacebookFilled },
  { feature: 'instagram', icon: InstagramOutlined },
  { feature: 'linkedin', icon: LinkedinFilled },
  { feature: 'tiktok', icon: TikTokOutlined },
  { feature: 'youtube', icon: YoutubeFilled },
];
