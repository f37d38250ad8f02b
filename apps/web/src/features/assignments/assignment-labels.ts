import { TUTOR_GENDER_PREFERENCES, type TutorGenderPreference } from '@ajar/domain';
import type { TFunction } from 'i18next';

function isGenderPreference(value: string): value is TutorGenderPreference {
  return (TUTOR_GENDER_PREFERENCES as readonly string[]).includes(value);
}

/** "Any experience" for 0, else "Over 3 years" (spec section 3's filters). */
export function experienceLabel(t: TFunction, years: number): string {
  return years > 0 ? t('assignments.experience.over', { count: years }) : t('assignments.experience.any');
}

export function genderLabel(t: TFunction, gender: string): string {
  return isGenderPreference(gender) ? t(`assignments.gender.${gender}`) : gender;
}
