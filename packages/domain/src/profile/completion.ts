/** Spec section 4: the sections of a tutor's profile and what each adds to its completion percentage. */
export const COMPLETION_WEIGHTS = {
  Subjects: 12.5,
  Education: 12.5,
  Experience: 12.5,
  Certificate: 12.5,
  IntroductionVideo: 25,
  BasicProfile: 12.5,
  Skill: 12.5,
} as const;

export type ProfileSection = keyof typeof COMPLETION_WEIGHTS;
export const PROFILE_SECTIONS = Object.keys(COMPLETION_WEIGHTS) as ProfileSection[];

/**
 * A tutor appears in search from this completion percentage on. The spec shows both 60 and 80;
 * we take 60 so a tutor with everything but an introduction video (75%) is findable.
 */
export const PROFILE_VISIBILITY_THRESHOLD = 60;

export type CompletedSections = Readonly<Partial<Record<ProfileSection, boolean>>>;

/** The completion percentage (0–100, steps of 12.5) of the sections that are complete. */
export function completionPercent(completed: CompletedSections): number {
  return PROFILE_SECTIONS.reduce(
    (sum, section) => sum + (completed[section] ? COMPLETION_WEIGHTS[section] : 0),
    0,
  );
}

export function isVisibleInSearch(percent: number): boolean {
  return percent >= PROFILE_VISIBILITY_THRESHOLD;
}

/** What counts as done, from counts the server reads (one rule for the API and the checklist). */
export interface ProfileFacts {
  readonly subjects: number;
  readonly education: number;
  readonly experience: number;
  readonly certificates: number;
  readonly introductionVideos: number;
  readonly skills: number;
  readonly hasAvatar: boolean;
  readonly descriptionLength: number;
  readonly hasAddress: boolean;
}

export function completedSections(facts: ProfileFacts): Record<ProfileSection, boolean> {
  return {
    Subjects: facts.subjects > 0,
    Education: facts.education > 0,
    Experience: facts.experience > 0,
    Certificate: facts.certificates > 0,
    IntroductionVideo: facts.introductionVideos > 0,
    BasicProfile: facts.hasAvatar && facts.descriptionLength > 0 && facts.hasAddress,
    Skill: facts.skills > 0,
  };
}
