/** Where each market's demo tutors studied and taught, and what they are certified in. Data table. */
import type { CountryCode } from '@ajar/domain';

export interface MarketStory {
  readonly universities: readonly string[];
  /** Schools and tuition centres: the first is the first demo tutor's school. */
  readonly schools: readonly string[];
  readonly teaching: { readonly name: string; readonly issuer: string };
  /** Lifelong sub-categories the market's hand-written coach teaches. */
  readonly coaching: readonly string[];
  readonly phone: string;
}

export const STORIES: Readonly<Record<CountryCode, MarketStory>> = {
  sg: {
    universities: ['National University of Singapore', 'Nanyang Technological University', 'Singapore Management University', 'Singapore University of Technology and Design', 'National Institute of Education'],
    schools: ['Raffles Institution', 'Hwa Chong Institution', 'Anglo-Chinese School (Independent)', 'Victoria Junior College', 'Nanyang Girls’ High School', 'The Learning Lab', 'Mind Stretcher Education Centre'],
    teaching: { name: 'Postgraduate Diploma in Education', issuer: 'National Institute of Education' },
    coaching: ['Piano', 'Music theory'],
    phone: '+65 9123 45',
  },
  id: {
    universities: ['Universitas Indonesia', 'Institut Teknologi Bandung', 'Universitas Gadjah Mada', 'Institut Pertanian Bogor', 'Universitas Airlangga', 'Universitas Negeri Jakarta'],
    schools: ['SMA Negeri 8 Jakarta', 'Bimbel Cerdas Jakarta', 'SMA Negeri 3 Bandung', 'SMP Labschool Kebayoran', 'Ganesha Operation', 'Primagama', 'SMA Kolese Kanisius'],
    teaching: { name: 'Sertifikat Pendidik', issuer: 'Kemendikbudristek' },
    coaching: ['Guitar', 'Vocal'],
    phone: '+62 812 3456 78',
  },
  my: {
    universities: ['Universiti Malaya', 'Universiti Kebangsaan Malaysia', 'Universiti Sains Malaysia', 'Universiti Teknologi Malaysia', 'Universiti Putra Malaysia'],
    schools: ['SMK Taman Tun Dr Ismail', 'Pusat Tuisyen Cemerlang', 'Sekolah Seri Puteri', 'SMK Bukit Bintang', 'Kolej Yayasan Saad', 'Nexus Tuition Centre'],
    teaching: { name: 'Diploma in Education', issuer: 'Institut Pendidikan Guru Malaysia' },
    coaching: ['Public speaking'],
    phone: '+60 12 345 67',
  },
  ph: {
    universities: ['University of the Philippines Diliman', 'Ateneo de Manila University', 'De La Salle University', 'University of Santo Tomas', 'Philippine Normal University'],
    schools: ['Quezon City Science High School', 'Manila Review Center', 'Philippine Science High School', 'Miriam College High School', 'MSA Academy', 'Xavier School'],
    teaching: { name: 'Licensure Examination for Teachers', issuer: 'Professional Regulation Commission' },
    coaching: ['Baking', 'Cooking'],
    phone: '+63 917 123 45',
  },
  in: {
    universities: ['Indian Institute of Technology Bombay', 'University of Delhi', 'Anna University', 'Jadavpur University', 'Christ University', 'University of Mumbai'],
    schools: ['Delhi Public School, Bangalore', 'Bright Minds Coaching Centre', 'Kendriya Vidyalaya, Chennai', 'National Public School, Indiranagar', 'FIITJEE', 'Aakash Institute'],
    teaching: { name: 'Central Teacher Eligibility Test', issuer: 'Central Board of Secondary Education' },
    coaching: ['Chess'],
    phone: '+91 98450 123',
  },
  lk: {
    universities: ['University of Colombo', 'University of Peradeniya', 'University of Moratuwa', 'University of Sri Jayewardenepura', 'University of Kelaniya'],
    schools: ['Royal College Colombo', 'Sipsala Tuition Centre', 'Visakha Vidyalaya', 'Ananda College', 'Trinity College Kandy', 'Gateway College'],
    teaching: { name: 'Postgraduate Diploma in Education', issuer: 'National Institute of Education, Sri Lanka' },
    coaching: ['Cricket'],
    phone: '+94 77 123 45',
  },
  us: {
    universities: ['University of Michigan', 'Columbia University', 'University of Texas at Austin', 'University of California, Berkeley', 'New York University', 'Boston University'],
    schools: ['Brooklyn Technical High School', 'Kaplan Test Prep', 'Stuyvesant High School', 'Lincoln Park Academy', 'The Princeton Review', 'Sylvan Learning'],
    teaching: { name: 'New York State Teaching Certificate', issuer: 'NYSED' },
    coaching: ['Yoga', 'Meditation'],
    phone: '+1 718 555 01',
  },
}; // prettier-ignore
