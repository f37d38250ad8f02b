import {
  BRAND,
  languageForCountry,
  type CountryCode,
  type Language,
  type ProfileSection,
} from '@ajar/domain';
import { paragraphs } from '../../infra/mail/mail-paragraphs';
import type { OutgoingMail } from '../../infra/mail/send-mail';

interface Recipient {
  readonly email: string;
  readonly firstName: string;
  readonly country: CountryCode;
}

const SECTION_NAMES: Record<Language, Record<ProfileSection, string>> = {
  en: {
    Subjects: 'Subjects',
    Education: 'Education',
    Experience: 'Tutoring experiences',
    Certificate: 'Certifications',
    IntroductionVideo: 'Introduction Videos',
    BasicProfile: 'About me',
    Skill: 'Skills',
  },
  id: {
    Subjects: 'Mata pelajaran',
    Education: 'Pendidikan',
    Experience: 'Pengalaman mengajar',
    Certificate: 'Sertifikat',
    IntroductionVideo: 'Video perkenalan',
    BasicProfile: 'Tentang saya',
    Skill: 'Keahlian',
  },
};

/** profileCompletionRequest: someone asks a tutor to fill in a section of the profile. */
export function completionRequestMail(
  tutor: Recipient,
  requesterName: string,
  section: ProfileSection,
  note: string | null,
  link: string,
): OutgoingMail {
  const language = languageForCountry(tutor.country);
  const sectionName = SECTION_NAMES[language][section];
  if (language === 'id') {
    return paragraphs(
      tutor.email,
      `Lengkapi bagian "${sectionName}" di profil ${BRAND.name} Anda`,
      [
        `Halo ${tutor.firstName},`,
        `${requesterName} ingin mengenal Anda lebih jauh dan meminta Anda melengkapi bagian "${sectionName}" di profil Anda.`,
        ...(note ? [`Pesan: ${note}`] : []),
        'Buka profil Anda untuk melengkapinya:',
      ],
      link,
    );
  }
  return paragraphs(
    tutor.email,
    `Complete the "${sectionName}" section of your ${BRAND.name} profile`,
    [
      `Hi ${tutor.firstName},`,
      `${requesterName} would like to know more about you and asks you to complete the "${sectionName}" section of your profile.`,
      ...(note ? [`Their message: ${note}`] : []),
      'Open your profile to complete it:',
    ],
    link,
  );
}

/** addTestimonial: the reviewer confirms the testimonial from this mail before anyone sees it. */
export function testimonialConfirmMail(
  reviewer: { readonly email: string; readonly name: string },
  tutor: { readonly firstName: string; readonly lastName: string; readonly country: CountryCode },
  link: string,
  days: number,
): OutgoingMail {
  const tutorName = `${tutor.firstName} ${tutor.lastName}`;
  if (languageForCountry(tutor.country) === 'id') {
    return paragraphs(
      reviewer.email,
      `Konfirmasi testimoni Anda untuk ${tutorName}`,
      [
        `Halo ${reviewer.name},`,
        `Terima kasih telah menulis testimoni untuk ${tutorName} di ${BRAND.name}. Testimoni akan tampil setelah Anda membuka tautan ini dalam ${days} hari:`,
        'Jika Anda tidak menulis testimoni ini, abaikan email ini.',
      ],
      link,
    );
  }
  return paragraphs(
    reviewer.email,
    `Confirm your testimonial for ${tutorName}`,
    [
      `Hi ${reviewer.name},`,
      `Thank you for writing a testimonial for ${tutorName} on ${BRAND.name}. It will be published once you open this link within ${days} days:`,
      'If you did not write this testimonial, you can ignore this email.',
    ],
    link,
  );
}
