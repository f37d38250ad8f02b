import type { CountryCode, TutorKind } from '@ajar/domain';

/** Every demo account's email is @ this domain; `npm run seed` replaces them. */
export const DEMO_EMAIL_DOMAIN = 'ajar.test';

/** The documented student login of a market: student@ajar.test in sg, student.{country}@ajar.test elsewhere. */
export function demoStudentEmail(country: CountryCode): string {
  return `student${country === 'sg' ? '' : `.${country}`}@${DEMO_EMAIL_DOMAIN}`;
}

export interface DemoPerson {
  readonly firstName: string;
  readonly lastName: string;
  readonly email?: string;
  readonly description?: string;
}

export interface DemoTutor extends DemoPerson {
  readonly tutorKind: TutorKind;
}

export interface DemoMarket {
  readonly tutors: readonly DemoTutor[];
  readonly students: readonly DemoPerson[];
  readonly company: DemoPerson & {
    readonly companyName: string;
    readonly city: string;
    readonly industry: string;
  };
  readonly address: string;
}

/**
 * Believable local people for every market. The first tutor, student and company of each market
 * have fixed logins (`tutor.<country>@ajar.test`…; in sg also the short `tutor@ajar.test`…).
 */
export const DEMO_MARKETS: Readonly<Record<CountryCode, DemoMarket>> = {
  sg: {
    address: 'Bukit Timah, Singapore',
    tutors: [
      {
        firstName: 'Wei Ming',
        lastName: 'Tan',
        tutorKind: 'ACADEMIC',
        email: 'tutor@ajar.test',
        description: 'Former MOE teacher. O-Level and A-Level Mathematics, 12 years of experience.',
      },
      {
        firstName: 'Priya',
        lastName: 'Nair',
        tutorKind: 'ACADEMIC',
        description: 'PSLE English and Science, patient with young learners.',
      },
      {
        firstName: 'Jasmine',
        lastName: 'Lim',
        tutorKind: 'LIFELONG',
        email: 'coach@ajar.test',
        description: 'Piano and music theory coach, ABRSM grades 1 to 8.',
      },
      {
        firstName: 'Nurul',
        lastName: 'Huda',
        tutorKind: 'COUNSELLING',
        email: 'counsellor@ajar.test',
        description: 'University admissions and career counselling.',
      },
    ],
    students: [
      { firstName: 'Ethan', lastName: 'Goh', email: 'student@ajar.test' },
      { firstName: 'Chloe', lastName: 'Ng' },
    ],
    company: {
      firstName: 'Rachel',
      lastName: 'Teo',
      email: 'company@ajar.test',
      companyName: 'Bright Path Learning Pte Ltd',
      city: 'Singapore',
      industry: 'Education',
    },
  },
  id: {
    address: 'Kebayoran Baru, Jakarta Selatan',
    tutors: [
      {
        firstName: 'Budi',
        lastName: 'Santoso',
        tutorKind: 'ACADEMIC',
        description: 'Guru Matematika dan Fisika SMA, persiapan UTBK.',
      },
      {
        firstName: 'Siti',
        lastName: 'Rahmawati',
        tutorKind: 'ACADEMIC',
        description: 'Bahasa Inggris untuk SD dan SMP.',
      },
      {
        firstName: 'Andi',
        lastName: 'Pratama',
        tutorKind: 'LIFELONG',
        description: 'Pelatih gitar dan vokal.',
      },
      {
        firstName: 'Dewi',
        lastName: 'Lestari',
        tutorKind: 'COUNSELLING',
        description: 'Konselor pendidikan dan pemilihan jurusan kuliah.',
      },
    ],
    students: [
      { firstName: 'Rizky', lastName: 'Hidayat' },
      { firstName: 'Putri', lastName: 'Anggraini' },
    ],
    company: {
      firstName: 'Agus',
      lastName: 'Wibowo',
      companyName: 'PT Cahaya Ilmu Edukasi',
      city: 'Jakarta',
      industry: 'Pendidikan',
    },
  },
  my: {
    address: 'Petaling Jaya, Selangor',
    tutors: [
      {
        firstName: 'Ahmad',
        lastName: 'Faizal',
        tutorKind: 'ACADEMIC',
        description: 'SPM Additional Mathematics and Physics.',
      },
      {
        firstName: 'Mei Ling',
        lastName: 'Wong',
        tutorKind: 'ACADEMIC',
        description: 'IGCSE Chemistry and Biology.',
      },
      {
        firstName: 'Hafiz',
        lastName: 'Ismail',
        tutorKind: 'LIFELONG',
        description: 'Public speaking and presentation coach.',
      },
      {
        firstName: 'Kavitha',
        lastName: 'Subramaniam',
        tutorKind: 'COUNSELLING',
        description: 'Study-abroad and scholarship counselling.',
      },
    ],
    students: [
      { firstName: 'Aisyah', lastName: 'Rahman' },
      { firstName: 'Daniel', lastName: 'Lee' },
    ],
    company: {
      firstName: 'Farah',
      lastName: 'Aziz',
      companyName: 'Cerdas Minda Sdn Bhd',
      city: 'Kuala Lumpur',
      industry: 'Education',
    },
  },
  ph: {
    address: 'Quezon City, Metro Manila',
    tutors: [
      {
        firstName: 'Maria',
        lastName: 'Santos',
        tutorKind: 'ACADEMIC',
        description: 'Senior high school Mathematics and General Physics.',
      },
      {
        firstName: 'Jose',
        lastName: 'Reyes',
        tutorKind: 'ACADEMIC',
        description: 'English and Filipino reading for grade school.',
      },
      {
        firstName: 'Angelica',
        lastName: 'Cruz',
        tutorKind: 'LIFELONG',
        description: 'Baking and pastry coach.',
      },
      {
        firstName: 'Mark',
        lastName: 'Villanueva',
        tutorKind: 'COUNSELLING',
        description: 'College application and career guidance.',
      },
    ],
    students: [
      { firstName: 'Juan', lastName: 'dela Cruz' },
      { firstName: 'Bea', lastName: 'Garcia' },
    ],
    company: {
      firstName: 'Carlo',
      lastName: 'Mendoza',
      companyName: 'Tala Learning Corp.',
      city: 'Makati',
      industry: 'Education',
    },
  },
  in: {
    address: 'Koramangala, Bengaluru',
    tutors: [
      {
        firstName: 'Rahul',
        lastName: 'Verma',
        tutorKind: 'ACADEMIC',
        description: 'JEE Mathematics and Physics mentor.',
      },
      {
        firstName: 'Ananya',
        lastName: 'Iyer',
        tutorKind: 'ACADEMIC',
        description: 'CBSE Biology and Chemistry, classes 9 to 12.',
      },
      {
        firstName: 'Arjun',
        lastName: 'Patel',
        tutorKind: 'LIFELONG',
        description: 'Chess coach, FIDE rated.',
      },
      {
        firstName: 'Priya',
        lastName: 'Sharma',
        tutorKind: 'COUNSELLING',
        description: 'Career counselling for engineering and medicine.',
      },
    ],
    students: [
      { firstName: 'Aarav', lastName: 'Gupta' },
      { firstName: 'Diya', lastName: 'Reddy' },
    ],
    company: {
      firstName: 'Vikram',
      lastName: 'Singh',
      companyName: 'Vidya Learning Pvt Ltd',
      city: 'Bengaluru',
      industry: 'Education',
    },
  },
  lk: {
    address: 'Nugegoda, Colombo',
    tutors: [
      {
        firstName: 'Nimal',
        lastName: 'Perera',
        tutorKind: 'ACADEMIC',
        description: 'A/L Combined Mathematics.',
      },
      {
        firstName: 'Dilani',
        lastName: 'Jayawardena',
        tutorKind: 'ACADEMIC',
        description: 'O/L English and Literature.',
      },
      {
        firstName: 'Kasun',
        lastName: 'Fernando',
        tutorKind: 'LIFELONG',
        description: 'Cricket batting coach.',
      },
      {
        firstName: 'Tharindu',
        lastName: 'Silva',
        tutorKind: 'COUNSELLING',
        description: 'Higher-education and scholarship counselling.',
      },
    ],
    students: [
      { firstName: 'Sachini', lastName: 'Wickramasinghe' },
      { firstName: 'Ruwan', lastName: 'Bandara' },
    ],
    company: {
      firstName: 'Chamari',
      lastName: 'Gunasekara',
      companyName: 'Lanka Learning (Pvt) Ltd',
      city: 'Colombo',
      industry: 'Education',
    },
  },
  us: {
    address: 'Brooklyn, New York',
    tutors: [
      {
        firstName: 'Emily',
        lastName: 'Johnson',
        tutorKind: 'ACADEMIC',
        description: 'SAT Math and AP Calculus tutor.',
      },
      {
        firstName: 'Michael',
        lastName: 'Brown',
        tutorKind: 'ACADEMIC',
        description: 'Middle school reading and writing.',
      },
      {
        firstName: 'Sarah',
        lastName: 'Davis',
        tutorKind: 'LIFELONG',
        description: 'Yoga and mindfulness coach.',
      },
      {
        firstName: 'David',
        lastName: 'Martinez',
        tutorKind: 'COUNSELLING',
        description: 'College admissions counselling.',
      },
    ],
    students: [
      { firstName: 'Olivia', lastName: 'Smith' },
      { firstName: 'Noah', lastName: 'Williams' },
    ],
    company: {
      firstName: 'Jessica',
      lastName: 'Miller',
      companyName: 'Brightside Tutoring LLC',
      city: 'New York',
      industry: 'Education',
    },
  },
};
