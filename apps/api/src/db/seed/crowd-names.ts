/**
 * Local names for the demo crowd (the listed tutors beyond the hand-written demo people), with the gender
 * the profile and the portrait use. Data table: the lists are long on purpose.
 */
import type { CountryCode } from '@ajar/domain';

export type DemoGender = 'Male' | 'Female';

interface NamePool {
  readonly female: readonly string[];
  readonly male: readonly string[];
  readonly last: readonly string[];
}

export const CROWD_NAMES: Readonly<Record<CountryCode, NamePool>> = {
  sg: {
    female: ['Hui Min', 'Shu Fen', 'Li Ting', 'Jia Hui', 'Siti Aisyah', 'Farhana', 'Kavya', 'Deepa', 'Rachel', 'Grace', 'Vanessa', 'Nadia', 'Mei Xin', 'Sharon', 'Amanda', 'Yi Ling', 'Nur Amirah', 'Anjali', 'Clara', 'Joanne'],
    male: ['Jun Jie', 'Wei Jie', 'Kai Wen', 'Zhi Hao', 'Muhammad Irfan', 'Hakim', 'Arvind', 'Suresh', 'Marcus', 'Daniel', 'Benjamin', 'Ryan', 'Jonathan', 'Harith', 'Kelvin', 'Terence', 'Rajesh', 'Shawn', 'Jeremy', 'Zachary'],
    last: ['Tan', 'Lim', 'Lee', 'Ng', 'Ong', 'Wong', 'Goh', 'Chua', 'Koh', 'Teo', 'Chan', 'Yeo', 'Low', 'Sim', 'Ho', 'Rahman', 'Ismail', 'Osman', 'Pillai', 'Menon', 'Krishnan', 'Fernandez', 'Chong', 'Seah', 'Quek'],
  },
  id: {
    female: ['Ayu', 'Sri', 'Rina', 'Wulan', 'Fitri', 'Indah', 'Nadia', 'Ratna', 'Kartika', 'Intan', 'Maya', 'Larasati', 'Nur', 'Anisa', 'Citra', 'Yuliana', 'Melati', 'Dian', 'Sekar', 'Novita'],
    male: ['Agus', 'Bayu', 'Dimas', 'Eko', 'Fajar', 'Hendra', 'Irfan', 'Joko', 'Rudi', 'Yoga', 'Arief', 'Bambang', 'Taufik', 'Wahyu', 'Reza', 'Gilang', 'Hadi', 'Surya', 'Teguh', 'Aditya'],
    last: ['Wijaya', 'Saputra', 'Kusuma', 'Nugroho', 'Setiawan', 'Hidayat', 'Purnomo', 'Siregar', 'Nasution', 'Harahap', 'Sihombing', 'Gunawan', 'Susanto', 'Halim', 'Wibisono', 'Lubis', 'Permana', 'Simanjuntak', 'Firmansyah', 'Ramadhan', 'Hakim', 'Suryadi', 'Tambunan', 'Pangaribuan', 'Tanjung'],
  },
  my: {
    female: ['Nurul Izzah', 'Siti Nurhaliza', 'Aisyah', 'Farah', 'Mei Yee', 'Hui Ling', 'Pei Shan', 'Kavitha', 'Sangeetha', 'Nadia', 'Syafiqah', 'Amira', 'Wan Ying', 'Jia Wen', 'Priya', 'Hana', 'Nabilah', 'Shalini', 'Sofea', 'Yasmin'],
    male: ['Muhammad Amir', 'Faizal', 'Azlan', 'Hafiz', 'Khairul', 'Chee Keong', 'Wei Liang', 'Jun Hao', 'Ganesh', 'Ravi', 'Shahrul', 'Imran', 'Zulkifli', 'Kok Wai', 'Kumar', 'Aiman', 'Danial', 'Syed Ali', 'Vinod', 'Eng Hock'],
    last: ['Abdullah', 'Ibrahim', 'Hassan', 'Yusof', 'Razak', 'Othman', 'Aziz', 'Lim', 'Tan', 'Wong', 'Chong', 'Lau', 'Ooi', 'Yap', 'Cheah', 'Subramaniam', 'Raj', 'Muthu', 'Nair', 'Ramli', 'Ahmad', 'Zakaria', 'Chin', 'Liew', 'Loh'],
  },
  ph: {
    female: ['Maricel', 'Kristine', 'Joy', 'Camille', 'Patricia', 'Janelle', 'Rhea', 'Bianca', 'Andrea', 'Nicole', 'Kathleen', 'Liza', 'Trisha', 'Hazel', 'Charmaine', 'Erika', 'Mylene', 'Gemma', 'Aileen', 'Sheila'],
    male: ['Jericho', 'Paolo', 'Miguel', 'Rafael', 'Christian', 'John Paul', 'Angelo', 'Ramon', 'Joshua', 'Kenneth', 'Aldrin', 'Rodel', 'Francis', 'Emmanuel', 'Dennis', 'Vincent', 'Jayson', 'Marvin', 'Noel', 'Gabriel'],
    last: ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Tomas', 'Andrada', 'Castillo', 'Flores', 'Villanueva', 'Ramos', 'Aquino', 'Navarro', 'Salazar', 'Mercado', 'Aguilar', 'Pascual', 'Domingo', 'Lopez', 'Del Rosario', 'Soriano', 'Manalo'],
  },
  in: {
    female: ['Aishwarya', 'Divya', 'Kavya', 'Meera', 'Neha', 'Pooja', 'Riya', 'Shruti', 'Sneha', 'Tanvi', 'Lakshmi', 'Anjali', 'Deepika', 'Isha', 'Nandini', 'Sanjana', 'Swati', 'Radhika', 'Bhavana', 'Harini'],
    male: ['Aditya', 'Karthik', 'Rohan', 'Siddharth', 'Varun', 'Abhishek', 'Ankit', 'Nikhil', 'Pranav', 'Rajesh', 'Sandeep', 'Suresh', 'Vivek', 'Harsha', 'Manoj', 'Gaurav', 'Akash', 'Deepak', 'Kiran', 'Ravi'],
    last: ['Sharma', 'Iyer', 'Rao', 'Menon', 'Patel', 'Kulkarni', 'Nair', 'Reddy', 'Hegde', 'Krishnan', 'Joshi', 'Deshpande', 'Bhat', 'Shetty', 'Pillai', 'Verma', 'Chatterjee', 'Banerjee', 'Mukherjee', 'Agarwal', 'Naidu', 'Srinivasan', 'Kapoor', 'Mehta', 'Subramanian'],
  },
  lk: {
    female: ['Nadeesha', 'Ishara', 'Sanduni', 'Hashini', 'Chathurika', 'Dilini', 'Kaushalya', 'Nirmala', 'Anusha', 'Shalika', 'Tharushi', 'Piumi', 'Rashmi', 'Sewwandi', 'Malsha', 'Fathima', 'Niroshini', 'Yasodha', 'Gayani', 'Lakmini'],
    male: ['Chaminda', 'Lahiru', 'Dinesh', 'Isuru', 'Sampath', 'Roshan', 'Nuwan', 'Pradeep', 'Asanka', 'Chathura', 'Dhanushka', 'Mahesh', 'Supun', 'Thilina', 'Ravindu', 'Mohamed', 'Janaka', 'Gayan', 'Kasun', 'Buddhika'],
    last: ['Perera', 'Fernando', 'Silva', 'Jayasuriya', 'Dissanayake', 'Gunawardena', 'Rajapaksa', 'Herath', 'Wijesinghe', 'Senanayake', 'Ranasinghe', 'Karunaratne', 'Jayawardena', 'Samarasinghe', 'Weerasinghe', 'Amarasinghe', 'Ekanayake', 'Kumara', 'Liyanage', 'Rathnayake', 'Mendis', 'De Silva', 'Peiris', 'Abeysekera', 'Wickramasinghe'],
  },
  us: {
    female: ['Ashley', 'Brittany', 'Hannah', 'Megan', 'Lauren', 'Rachel', 'Madison', 'Natalie', 'Samantha', 'Victoria', 'Alyssa', 'Grace', 'Maya', 'Elena', 'Chloe', 'Keisha', 'Priya', 'Sofia', 'Jenna', 'Abigail'],
    male: ['Brandon', 'Christopher', 'Jacob', 'Joshua', 'Matthew', 'Ryan', 'Tyler', 'Andrew', 'Ethan', 'Jordan', 'Kevin', 'Marcus', 'Nathan', 'Samuel', 'Carlos', 'Jamal', 'Daniel', 'Justin', 'Aaron', 'Lucas'],
    last: ['Johnson', 'Brown', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Thomas', 'Martinez', 'Robinson', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Nguyen', 'Kim', 'Patel', 'Rivera', 'Campbell', 'Mitchell'],
  },
}; // prettier-ignore

/** The hand-written demo tutors' genders, by first name (see demo-people.ts). */
const DEMO_FEMALE = new Set(['Priya', 'Jasmine', 'Nurul', 'Siti', 'Dewi', 'Mei Ling', 'Kavitha', 'Maria', 'Angelica', 'Ananya', 'Dilani', 'Emily', 'Sarah']); // prettier-ignore

/** A demo tutor's gender, from their first name (hand-written people and the crowd pools). */
export function demoGenderOf(country: CountryCode, firstName: string): DemoGender {
  return DEMO_FEMALE.has(firstName) || CROWD_NAMES[country].female.includes(firstName) ? 'Female' : 'Male';
}
