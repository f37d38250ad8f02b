import type { CountryCode } from '@ajar/domain';

/** A curriculum with its levels, in the order a picker shows them. */
export interface CurriculumData {
  readonly name: string;
  readonly levels: readonly string[];
}

export type CurriculaByCountry = Readonly<Record<CountryCode, readonly CurriculumData[]>>;

function numbered(prefix: string, from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, index) => `${prefix} ${from + index}`);
}

// The international programmes are taught the same way in every market that offers them.
const IB_LEVELS = [
  'Primary Years Programme (PYP)',
  'Middle Years Programme (MYP)',
  'Diploma Programme Year 1',
  'Diploma Programme Year 2',
] as const;

const IGCSE_LEVELS = ['Year 7', 'Year 8', 'Year 9', 'Year 10 (IGCSE)', 'Year 11 (IGCSE)'] as const;

const CAMBRIDGE_LEVELS = [
  'Cambridge Primary',
  'Cambridge Lower Secondary',
  'Cambridge IGCSE',
  'Cambridge AS Level',
  'Cambridge A Level',
] as const;

export const CURRICULA: CurriculaByCountry = {
  sg: [
    {
      name: 'Singapore MOE',
      levels: [
        'Kindergarten 1',
        'Kindergarten 2',
        ...numbered('Primary', 1, 6),
        ...numbered('Secondary', 1, 5),
      ],
    },
    { name: 'IGCSE', levels: IGCSE_LEVELS },
    { name: 'IB', levels: IB_LEVELS },
    { name: 'GCE A-Level', levels: ['JC 1', 'JC 2', 'Private candidate'] },
  ],
  id: [
    {
      name: 'Kurikulum Merdeka',
      levels: [
        'TK A',
        'TK B',
        ...numbered('SD Kelas', 1, 6),
        ...numbered('SMP Kelas', 7, 9),
        ...numbered('SMA Kelas', 10, 12),
        ...numbered('SMK Kelas', 10, 12),
        'Persiapan UTBK-SNBT',
      ],
    },
    {
      name: 'Kurikulum 2013',
      levels: [
        ...numbered('SD Kelas', 1, 6),
        ...numbered('SMP Kelas', 7, 9),
        ...numbered('SMA Kelas', 10, 12),
      ],
    },
    { name: 'Cambridge', levels: CAMBRIDGE_LEVELS },
    { name: 'IB', levels: IB_LEVELS },
  ],
  my: [
    { name: 'KSSM', levels: [...numbered('Form', 1, 4), 'Form 5 (SPM)'] },
    { name: 'KSSR', levels: ['Prasekolah', ...numbered('Standard', 1, 6)] },
    { name: 'IGCSE', levels: IGCSE_LEVELS },
    { name: 'STPM', levels: ['Form 6 Lower (Lower Six)', 'Form 6 Upper (Upper Six)'] },
  ],
  ph: [
    {
      name: 'K to 12 (DepEd)',
      levels: [
        'Kindergarten',
        ...numbered('Grade', 1, 6),
        ...numbered('Grade', 7, 10).map((grade) => `${grade} (JHS)`),
        'Grade 11 (SHS)',
        'Grade 12 (SHS)',
      ],
    },
    { name: 'IB', levels: IB_LEVELS },
    { name: 'IGCSE', levels: IGCSE_LEVELS },
  ],
  in: [
    {
      name: 'CBSE',
      levels: [...numbered('Class', 1, 12), 'JEE Main / Advanced preparation', 'NEET preparation'],
    },
    { name: 'ICSE', levels: [...numbered('Class', 1, 10), 'Class 11 (ISC)', 'Class 12 (ISC)'] },
    {
      name: 'State Board',
      levels: [...numbered('Class', 1, 10), 'Class 11 (HSC / PUC I)', 'Class 12 (HSC / PUC II)'],
    },
    { name: 'IB', levels: IB_LEVELS },
  ],
  lk: [
    {
      name: 'Sri Lanka National (O/L, A/L)',
      levels: [
        ...numbered('Grade', 1, 4),
        'Grade 5 (Scholarship)',
        ...numbered('Grade', 6, 9),
        'Grade 10 (O/L)',
        'Grade 11 (O/L)',
        'Grade 12 (A/L)',
        'Grade 13 (A/L)',
      ],
    },
    {
      name: 'Edexcel',
      levels: ['Lower Secondary (Year 7–9)', 'O/L (International GCSE)', 'AS Level (IAL)', 'A2 Level (IAL)'],
    },
    { name: 'Cambridge', levels: ['Lower Secondary (Checkpoint)', 'O/L (IGCSE)', 'AS Level', 'A Level'] },
  ],
  us: [
    { name: 'Common Core', levels: ['Kindergarten', ...numbered('Grade', 1, 12)] },
    { name: 'AP', levels: ['Grade 9', 'Grade 10', 'Grade 11', 'Grade 12'] },
    { name: 'IB', levels: IB_LEVELS },
  ],
};
