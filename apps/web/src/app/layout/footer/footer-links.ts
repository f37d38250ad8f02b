import {
  FacebookFilled,
  InstagramOutlined,
  LinkedinFilled,
  TikTokOutlined,
  YoutubeFilled,
} from '../../../shared/ui/icons';
import type { ComponentType } from 'react';
import { isBuilt, type Feature } from '../../../shared/routing/feature-routes';

export type FooterGroupKey = 'resources' | 'policies' | 'company';

export interface FooterGroup {
  readonly key: FooterGroupKey;
  readonly features: readonly Feature[];
}

const ALL_FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    key: 'resources',
    features: ['browseTutors', 'browseListing', 'publicAssignments', 'blog', 'lessons', 'helpCentre'],
  },
  { key: 'policies', features: ['terms', 'privacy', 'refunds', 'communityGuidelines'] },
  { key: 'company', features: ['about', 'howItWorks', 'careers', 'coordinator', 'contact'] },
];

export type SocialFeature = 'facebook' | 'instagram' | 'linkedin' | 'tiktok' | 'youtube';

const ALL_SOCIAL_LINKS: readonly { feature: SocialFeature & Feature; icon: ComponentType }[] = [
  { feature: 'facebook', icon: FacebookFilled },
  { feature: 'instagram', icon: InstagramOutlined },
  { feature: 'linkedin', icon: LinkedinFilled },
  { feature: 'tiktok', icon: TikTokOutlined },
  { feature: 'youtube', icon: YoutubeFilled },
];

/** The footer shows only what exists: a page not built yet, or an account not opened yet, is left out. */
export const FOOTER_GROUPS: readonly FooterGroup[] = ALL_FOOTER_GROUPS.map((group) => ({
  ...group,
  features: group.features.filter((feature) => isBuilt(feature)),
})).filter((group) => group.features.length > 0);

export const SOCIAL_LINKS = ALL_SOCIAL_LINKS.filter(({ feature }) => isBuilt(feature));
