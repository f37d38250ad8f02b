import type { ProfileSection } from '@ajar/domain';

/** The tutor onboarding steps in order; each but the last fills one completion section. */
export const TUTOR_STEPS = [
  'basic',
  'subjects',
  'education',
  'experience',
  'skills',
  'certificate',
  'video',
  'done',
] as const;

export type TutorStep = (typeof TUTOR_STEPS)[number];

export const STEP_SECTION: Readonly<Record<Exclude<TutorStep, 'done'>, ProfileSection>> = {
  basic: 'BasicProfile',
  subjects: 'Subjects',
  education: 'Education',
  experience: 'Experience',
  skills: 'Skill',
  certificate: 'Certificate',
  video: 'IntroductionVideo',
};

/** The step index in `?step=`, clamped; the first step when absent or nonsense. */
export function stepIndexFrom(value: string | null): number {
  const index = Number(value);
  if (!Number.isInteger(index) || index < 0) return 0;
  return Math.min(index, TUTOR_STEPS.length - 1);
}
