import { BRAND } from '@ajar/domain';
import type { Translation } from '../../../shared/i18n/translation';
import type { launchingSoonEn } from './en';

/** Indonesian texts of the launching-soon page. */
export const launchingSoonId: Translation<typeof launchingSoonEn> = {
  eyebrow: 'Segera hadir',
  title: 'Bagian ini segera hadir',
  titleFor: '{{feature}} segera hadir',
  body: `Kami sedang menyempurnakan bagian ${BRAND.name} ini. Buat akun sekarang agar Anda siap begitu fitur ini dibuka.`,
  keywords: 'Pencarian Anda: “{{keywords}}”',
  signUp: 'Buat akun',
  meta: {
    page: {
      title: 'Segera hadir',
      description: `Bagian ${BRAND.name} ini akan segera hadir. Buat akun sekarang agar siap saat dibuka.`,
    },
  },
};
