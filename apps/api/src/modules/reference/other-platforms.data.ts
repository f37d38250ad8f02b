/** A platform a tutor can link from the profile; its icon is served by the web app, never hot-linked. */
export interface OtherPlatformData {
  readonly name: string;
  readonly iconLink: string;
}

function platform(name: string, slug: string): OtherPlatformData {
  return { name, iconLink: `/icons/platforms/${slug}.svg` };
}

export const OTHER_PLATFORMS: readonly OtherPlatformData[] = [
  platform('LinkedIn', 'linkedin'),
  platform('YouTube', 'youtube'),
  platform('Facebook', 'facebook'),
  platform('Instagram', 'instagram'),
  platform('TikTok', 'tiktok'),
  platform('X', 'x'),
  platform('Website', 'website'),
  platform('Udemy', 'udemy'),
  platform('Preply', 'preply'),
  platform('Superprof', 'superprof'),
  platform('italki', 'italki'),
  platform('GitHub', 'github'),
];
