/**
 * Local names for the demo crowd (the listed tutors beyond the hand-written demo people), with the gender
 * the profile and the portrait use. Data table: the lists are long on purpose.
 */
import type { CountryCode } from '@ajar/domain';

export type DemoGender = 'Male' | 'Female';

/** One community's names: a first name is only ever paired with a family name of the same community. */
interface NamePool {
  readonly female: readonly string[];
  readonly male: readonly string[];
  readonly last: readonly string[];
  /** The community's share of the market's tutors (shares of a market add up to 1). */
  readonly share: number;
}

/**
 * Per market, its communities. Singapore and Malaysia are Chinese, Malay and Indian (and, in Singapore,
 * English first names with Chinese family names, as many Singaporeans have): a Malay given name with a
 * Tamil family name would read as a made-up person.
 */
export const CROWD_NAMES: Readonly<Record<CountryCode, readonly NamePool[]>> = {
  sg: [
    { female: ['Hui Min', 'Shu Fen', 'Li Ting', 'Jia Hui', 'Mei Xin', 'Yi Ling', 'Rachel', 'Grace', 'Vanessa', 'Sharon', 'Amanda', 'Joanne', 'Clara'],
      male: ['Jun Jie', 'Wei Jie', 'Kai Wen', 'Zhi Hao', 'Marcus', 'Daniel', 'Benjamin', 'Ryan', 'Jonathan', 'Kelvin', 'Terence', 'Shawn', 'Jeremy'],
      last: ['Tan', 'Lim', 'Lee', 'Ng', 'Ong', 'Wong', 'Goh', 'Chua', 'Koh', 'Teo', 'Chan', 'Yeo', 'Low', 'Sim', 'Ho', 'Chong', 'Seah', 'Quek'], share: 0.6 },
    { female: ['Siti Aisyah', 'Farhana', 'Nadia', 'Nur Amirah', 'Nurul Huda', 'Aqilah'],
      male: ['Muhammad Irfan', 'Hakim', 'Harith', 'Firdaus', 'Haziq', 'Zulfiqar'],
      last: ['Rahman', 'Ismail', 'Osman', 'Salleh', 'Hamid', 'Yusoff'], share: 0.2 },
    { female: ['Kavya', 'Deepa', 'Anjali', 'Revathi', 'Priyanka', 'Shanti'],
      male: ['Arvind', 'Suresh', 'Rajesh', 'Ganesh', 'Vikram', 'Naveen'],
      last: ['Pillai', 'Menon', 'Krishnan', 'Nair', 'Raman', 'Subramaniam'], share: 0.2 },
  ],
  id: [
    { female: ['Ayu', 'Sri', 'Rina', 'Wulan', 'Fitri', 'Indah', 'Nadia', 'Ratna', 'Kartika', 'Intan', 'Maya', 'Larasati', 'Nur', 'Anisa', 'Citra', 'Yuliana', 'Melati', 'Dian', 'Sekar', 'Novita'],
      male: ['Agus', 'Bayu', 'Dimas', 'Eko', 'Fajar', 'Hendra', 'Irfan', 'Joko', 'Rudi', 'Yoga', 'Arief', 'Bambang', 'Taufik', 'Wahyu', 'Reza', 'Gilang', 'Hadi', 'Surya', 'Teguh', 'Aditya'],
      last: ['Wijaya', 'Saputra', 'Kusuma', 'Nugroho', 'Setiawan', 'Hidayat', 'Purnomo', 'Siregar', 'Nasution', 'Harahap', 'Sihombing', 'Gunawan', 'Susanto', 'Halim', 'Wibisono', 'Lubis', 'Permana', 'Simanjuntak', 'Firmansyah', 'Ramadhan', 'Hakim', 'Suryadi', 'Tambunan', 'Pangaribuan', 'Tanjung'], share: 1 },
  ],
  my: [
    { female: ['Mei Yee', 'Hui Ling', 'Pei Shan', 'Wan Ying', 'Jia Wen', 'Xin Yi'],
      male: ['Chee Keong', 'Wei Liang', 'Jun Hao', 'Kok Wai', 'Eng Hock', 'Zhi Wei'],
      last: ['Lim', 'Tan', 'Wong', 'Chong', 'Lau', 'Ooi', 'Yap', 'Cheah', 'Chin', 'Liew', 'Loh'], share: 0.35 },
    { female: ['Nurul Izzah', 'Siti Nurhaliza', 'Aisyah', 'Farah', 'Nadia', 'Syafiqah', 'Amira', 'Hana', 'Nabilah', 'Sofea', 'Yasmin'],
      male: ['Muhammad Amir', 'Faizal', 'Azlan', 'Hafiz', 'Khairul', 'Shahrul', 'Imran', 'Zulkifli', 'Aiman', 'Danial', 'Syed Ali'],
      last: ['Abdullah', 'Ibrahim', 'Hassan', 'Yusof', 'Razak', 'Othman', 'Aziz', 'Ramli', 'Ahmad', 'Zakaria'], share: 0.45 },
    { female: ['Kavitha', 'Sangeetha', 'Priya', 'Shalini', 'Thevi', 'Malini'],
      male: ['Ganesh', 'Ravi', 'Kumar', 'Vinod', 'Saravanan', 'Prakash'],
      last: ['Subramaniam', 'Raj', 'Muthu', 'Nair', 'Pillay', 'Krishnan'], share: 0.2 },
  ],
  ph: [
    { female: ['Maricel', 'Kristine', 'Joy', 'Camille', 'Patricia', 'Janelle', 'Rhea', 'Bianca', 'Andrea', 'Nicole', 'Kathleen', 'Liza', 'Trisha', 'Hazel', 'Charmaine', 'Erika', 'Mylene', 'Gemma', 'Aileen', 'Sheila'],
      male: ['Jericho', 'Paolo', 'Miguel', 'Rafael', 'Christian', 'John Paul', 'Angelo', 'Ramon', 'Joshua', 'Kenneth', 'Aldrin', 'Rodel', 'Francis', 'Emmanuel', 'Dennis', 'Vincent', 'Jayson', 'Marvin', 'Noel', 'Gabriel'],
      last: ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Tomas', 'Andrada', 'Castillo', 'Flores', 'Villanueva', 'Ramos', 'Aquino', 'Navarro', 'Salazar', 'Mercado', 'Aguilar', 'Pascual', 'Domingo', 'Lopez', 'Del Rosario', 'Soriano', 'Manalo'], share: 1 },
  ],
  in: [
    { female: ['Aishwarya', 'Divya', 'Kavya', 'Meera', 'Neha', 'Pooja', 'Riya', 'Shruti', 'Sneha', 'Tanvi', 'Lakshmi', 'Anjali', 'Deepika', 'Isha', 'Nandini', 'Sanjana', 'Swati', 'Radhika', 'Bhavana', 'Harini'],
      male: ['Aditya', 'Karthik', 'Rohan', 'Siddharth', 'Varun', 'Abhishek', 'Ankit', 'Nikhil', 'Pranav', 'Rajesh', 'Sandeep', 'Suresh', 'Vivek', 'Harsha', 'Manoj', 'Gaurav', 'Akash', 'Deepak', 'Kiran', 'Ravi'],
      last: ['Sharma', 'Iyer', 'Rao', 'Menon', 'Patel', 'Kulkarni', 'Nair', 'Reddy', 'Hegde', 'Krishnan', 'Joshi', 'Deshpande', 'Bhat', 'Shetty', 'Pillai', 'Verma', 'Chatterjee', 'Banerjee', 'Mukherjee', 'Agarwal', 'Naidu', 'Srinivasan', 'Kapoor', 'Mehta', 'Subramanian'], share: 1 },
  ],
  lk: [
    { female: ['Nadeesha', 'Ishara', 'Sanduni', 'Hashini', 'Chathurika', 'Dilini', 'Kaushalya', 'Nirmala', 'Anusha', 'Shalika', 'Tharushi', 'Piumi', 'Rashmi', 'Sewwandi', 'Malsha', 'Fathima', 'Niroshini', 'Yasodha', 'Gayani', 'Lakmini'],
      male: ['Chaminda', 'Lahiru', 'Dinesh', 'Isuru', 'Sampath', 'Roshan', 'Nuwan', 'Pradeep', 'Asanka', 'Chathura', 'Dhanushka', 'Mahesh', 'Supun', 'Thilina', 'Ravindu', 'Mohamed', 'Janaka', 'Gayan', 'Kasun', 'Buddhika'],
      last: ['Perera', 'Fernando', 'Silva', 'Jayasuriya', 'Dissanayake', 'Gunawardena', 'Rajapaksa', 'Herath', 'Wijesinghe', 'Senanayake', 'Ranasinghe', 'Karunaratne', 'Jayawardena', 'Samarasinghe', 'Weerasinghe', 'Amarasinghe', 'Ekanayake', 'Kumara', 'Liyanage', 'Rathnayake', 'Mendis', 'De Silva', 'Peiris', 'Abeysekera', 'Wickramasinghe'], share: 1 },
  ],
  us: [
    { female: ['Ashley', 'Brittany', 'Hannah', 'Megan', 'Lauren', 'Rachel', 'Madison', 'Natalie', 'Samantha', 'Victoria', 'Alyssa', 'Grace', 'Maya', 'Elena', 'Chloe', 'Keisha', 'Priya', 'Sofia', 'Jenna', 'Abigail'],
      male: ['Brandon', 'Christopher', 'Jacob', 'Joshua', 'Matthew', 'Ryan', 'Tyler', 'Andrew', 'Ethan', 'Jordan', 'Kevin', 'Marcus', 'Nathan', 'Samuel', 'Carlos', 'Jamal', 'Daniel', 'Justin', 'Aaron', 'Lucas'],
      last: ['Johnson', 'Brown', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Thomas', 'Martinez', 'Robinson', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Nguyen', 'Kim', 'Patel', 'Rivera', 'Campbell', 'Mitchell'], share: 1 },
  ],
}; // prettier-ignore

/** The hand-written demo tutors' genders, by first name (see demo-people.ts). */
const DEMO_FEMALE = new Set(['Priya', 'Jasmine', 'Nurul', 'Siti', 'Dewi', 'Mei Ling', 'Kavitha', 'Maria', 'Angelica', 'Ananya', 'Dilani', 'Emily', 'Sarah']); // prettier-ignore

/** A community of the market, drawn by its share. */
export function pickNamePool(pools: readonly NamePool[], draw: number): NamePool {
  let left = draw;
  for (const pool of pools) {
    left -= pool.share;
    if (left < 0) return pool;
  }
  const last = pools.at(-1);
  if (!last) throw new Error('a market without names');
  return last;
}

/** A demo tutor's gender, from their first name (hand-written people and the crowd pools). */
export function demoGenderOf(country: CountryCode, firstName: string): DemoGender {
  return DEMO_FEMALE.has(firstName) || CROWD_NAMES[country].some((pool) => pool.female.includes(firstName))
    ? 'Female'
    : 'Male';
}
