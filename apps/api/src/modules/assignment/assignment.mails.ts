import { languageForCountry, type CountryCode } from '@ajar/domain';
import { paragraphs } from '../../infra/mail/mail-paragraphs';
import type { OutgoingMail } from '../../infra/mail/send-mail';

interface Recipient {
  readonly email: string;
  readonly firstName: string;
  readonly country: CountryCode;
}

/** Broadcast: a matching tutor hears of a new assignment in their market. */
export function assignmentOfferMail(
  tutor: Recipient,
  assignment: { title: string; subjectName: string; location: string },
  link: string,
): OutgoingMail {
  if (languageForCountry(tutor.country) === 'id')
    return paragraphs(
      tutor.email,
      `Tugas baru yang cocok untuk Anda: ${assignment.title}`,
      [
        `Halo ${tutor.firstName},`,
        `Seorang siswa mencari tutor ${assignment.subjectName} (${assignment.location}) dan profil Anda cocok.`,
        'Buka tugas ini untuk menerima atau menolaknya:',
      ],
      link,
    );
  return paragraphs(
    tutor.email,
    `A new assignment matches you: ${assignment.title}`,
    [
      `Hi ${tutor.firstName},`,
      `A student is looking for a ${assignment.subjectName} tutor (${assignment.location}) and your profile matches.`,
      'Open the assignment to accept or reject it:',
    ],
    link,
  );
}
