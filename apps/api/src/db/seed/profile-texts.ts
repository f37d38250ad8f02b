/**
 * What the demo tutors write, in their market's language: Indonesian tutors write in Indonesian, every other
 * market in English. Data table: pools of sentences the seeded PRNG picks from.
 */
import type { CountryCode, TutorKind } from '@ajar/domain';
import { ID_TEXTS } from './profile-texts-id';

export interface DemoArticle {
  readonly title: string;
  readonly tags: readonly string[];
  readonly body: string;
}

export interface AboutInput {
  readonly kind: TutorKind;
  readonly offered: readonly string[];
  readonly years: number;
  readonly city: string;
}

export interface ProfileTexts {
  readonly skills: Readonly<Record<TutorKind, readonly string[]>>;
  readonly reviews: Readonly<Record<TutorKind, readonly string[]>>;
  readonly articles: Readonly<Record<TutorKind, readonly DemoArticle[]>>;
  /** Sentences about how the tutor teaches, one picked per profile. */
  readonly styles: Readonly<Record<TutorKind, readonly string[]>>;
  /** The first sentence of "About me". */
  headline(input: AboutInput): string;
  videoCaption(firstName: string, about: string): string;
  coachingCertificate(category: string): string;
  coachingStudio(category: string): string;
  readonly counsellingCertificate: string;
  readonly privateTutoring: string;
  /** A lifelong category's name as this language writes it ("Guitar" → "gitar"). */
  categoryName(name: string): string;
  /** A reviewer who gives only a first name: "Grace, parent". */
  parentReviewer(firstName: string): string;
  /** Tutors' replies under testimonials, one picked per replied review. */
  readonly reviewReplies: readonly string[];
}

const list = (items: readonly string[], and: string): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1) ?? ''}`;

const ROLE: Readonly<Record<TutorKind, string>> = {
  ACADEMIC: 'tutor',
  LIFELONG: 'coach',
  COUNSELLING: 'counsellor',
};

export const EN_TEXTS: ProfileTexts = {
  skills: {
    ACADEMIC: ['Exam preparation', 'Lesson planning', 'Patience', 'Past papers', 'Online lessons', 'Homework support', 'Study skills', 'Small-group classes', 'Progress reports'],
    LIFELONG: ['Performance coaching', 'Group classes', 'Motivation', 'Beginners welcome', 'Exam grades', 'Practice plans', 'Online lessons', 'Adult learners'],
    COUNSELLING: ['Career planning', 'Active listening', 'Application essays', 'Scholarships', 'Interview practice', 'University admissions', 'Aptitude tests', 'Parent meetings'],
  },
  reviews: {
    ACADEMIC: [
      'Explains every step clearly; my grades went up within a term.',
      'Patient and well prepared. The practice papers helped a lot before the exam.',
      'My daughter looks forward to every lesson now.',
      'Always on time, and sends a short summary after each lesson. Very professional.',
      'Turned my weakest subject into one I actually enjoy.',
      'Great at spotting exactly where I lose marks.',
      'Our son went from a C to an A in two terms. Thank you!',
      'Lessons are structured but never boring.',
    ],
    LIFELONG: [
      'Fun, structured lessons. I practise more because I can hear the progress.',
      'Great with beginners and very encouraging.',
      'Worth every session, highly recommended.',
      'Passed my grade exam with merit thanks to these lessons.',
      'Patient with adult learners like me, and always well prepared.',
      'My kids ask when the next lesson is. That says it all.',
      'Clear feedback every week and a plan that fits my schedule.',
    ],
    COUNSELLING: [
      'Helped us compare courses and universities calmly and honestly.',
      'Our son finally knows what he wants to study. Thank you!',
      'Practical advice on applications and scholarships.',
      'The mock interviews made all the difference.',
      'Listened first, then gave advice that actually fit our family.',
      'I got into my first-choice programme. I could not have done it alone.',
      'Clear, kind and very organised. Highly recommended.',
    ],
  },
  articles: {
    ACADEMIC: [
      { title: 'A six-week plan for exam revision', tags: ['exams', 'study tips'], body: 'Six weeks is enough time to revise properly if you plan it. Start by listing every topic and marking how confident you feel about each one.\n\nSpend the first two weeks on the weakest topics, the next two on timed practice papers, and the last two on reviewing mistakes. Short daily sessions beat long weekend marathons.' },
      { title: 'Five habits of students who love problem solving', tags: ['habits', 'mathematics'], body: 'Students who enjoy problem solving are not born that way. They read the question twice, draw a diagram, try a small example, check their answer and ask why it works.\n\nPractise these five habits on one problem a day and they become automatic within a month.' },
      { title: 'How to read an exam question properly', tags: ['exams', 'technique'], body: 'Most lost marks come from answering a different question than the one asked. Underline the command word (explain, describe, calculate) and the number of marks.\n\nThe marks tell you how many points the examiner expects. Plan one point per mark.' },
      { title: 'Helping your child with homework without doing it for them', tags: ['parents', 'homework'], body: 'Ask questions instead of giving answers: what is the question asking, what do you already know, what could you try first?\n\nPraise effort and strategy rather than speed. A calm routine at the same time every day helps more than any app.' },
    ],
    LIFELONG: [
      { title: 'Practising at home: a weekly plan that sticks', tags: ['practice', 'hobbies'], body: 'Fifteen focused minutes a day beat two hours on Sunday. Warm up, work on one small goal, then finish with something you enjoy.\n\nKeep a practice diary: one line a day is enough to see your progress after a month.' },
      { title: 'Starting as an adult beginner', tags: ['beginners', 'adults'], body: 'Adults learn differently from children, not worse. You understand structure, you can plan, and you know why you want to learn.\n\nChoose pieces or projects you love, accept that the first weeks feel slow, and celebrate small wins.' },
      { title: 'Getting ready for your first performance', tags: ['performance', 'confidence'], body: 'Nerves are normal. Rehearse the whole piece in front of family or friends several times before the day.\n\nOn the day, breathe slowly, start at a comfortable tempo and remember that the audience wants you to succeed.' },
    ],
    COUNSELLING: [
      { title: 'Choosing a university course: ten questions to ask', tags: ['university', 'careers'], body: 'Before choosing a course, ask what you enjoy learning, what careers it leads to, how it is assessed and what graduates do five years later.\n\nVisit open days, talk to current students and compare the modules, not only the rankings.' },
      { title: 'Writing a scholarship essay that stands out', tags: ['scholarships', 'applications'], body: 'Committees read hundreds of essays. Open with a specific moment, not a quotation. Show what you did, what you learned and what you will do next.\n\nKeep to the word limit, ask someone to read it aloud, and cut every sentence that does not add something new.' },
      { title: 'Preparing for an admissions interview', tags: ['interviews', 'admissions'], body: 'Interviewers want to see how you think. Practise explaining why you chose the course and talk about something you read or did beyond the syllabus.\n\nIt is fine to pause before answering. Thinking aloud is better than a memorised speech.' },
    ],
  },
  styles: {
    ACADEMIC: [
      'I explain every step clearly and set weekly practice so progress shows within a term.',
      'Lessons are patient and structured, with past papers and short quizzes.',
      'I adapt to how each student learns and keep parents updated after every lesson.',
      'Friendly, well prepared lessons that build confidence before exams.',
      'I focus on understanding first, then exam technique, so marks go up and stay up.',
      'Small steps, clear notes and plenty of practice: students always know what to do next.',
    ],
    LIFELONG: [
      'Lessons are relaxed but focused, with a simple practice plan for the week.',
      'Beginners and returning learners are welcome; every lesson ends with something you can already do.',
      'I prepare students for grade exams and performances, and for the joy of playing for themselves.',
      'Clear feedback, good humour and steady progress.',
    ],
    COUNSELLING: [
      'I listen first, then help students and parents compare options calmly and honestly.',
      'Practical support with course choices, applications, essays and interviews.',
      'Every plan is personal: strengths, interests, budget and timelines.',
      'I have guided hundreds of students into programmes that fit them.',
    ],
  },
  headline: ({ kind, offered, years, city }) =>
    `${list(offered.slice(0, 3), 'and')} ${ROLE[kind]} in ${city} with ${years} ${years === 1 ? 'year' : 'years'} of experience.`,
  videoCaption: (firstName, about) => `Hello, I am ${firstName}. ${about}`,
  coachingCertificate: (category) => `${category} instructor certificate`,
  coachingStudio: (category) => `${category} studio`,
  counsellingCertificate: 'Certificate in Career Counselling',
  privateTutoring: 'Private tutoring',
  categoryName: (name) => name,
  parentReviewer: (firstName) => `${firstName}, parent`,
  reviewReplies: [
    'Thank you so much! It was a pleasure working with you, keep up the good work.',
    'Thank you for the kind words. See you at our next lesson!',
    'I am glad the lessons helped. Thank you for trusting me with your learning.',
    'Thank you! Your hard work made all the difference.',
  ],
}; // prettier-ignore

export function profileTextsOf(country: CountryCode): ProfileTexts {
  return country === 'id' ? ID_TEXTS : EN_TEXTS;
}
