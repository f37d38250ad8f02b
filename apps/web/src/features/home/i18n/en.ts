import { BRAND } from '@ajar/domain';

/** English texts of the home page. */
export const homeEn = {
  hero: {
    eyebrow: 'Tutors, coaches and counsellors in {{market}}',
    title: 'Learn from someone who has been there.',
    subtitle:
      'Compare subjects, experience and prices, chat before you book, and pay safely, all in one place.',
    findTutor: 'Find a tutor',
    becomeTutor: 'Become a tutor',
  },
  price: {
    from: 'Tutors from {{price}} per hour',
  },
  visual: {
    tutorName: 'Nadia A.',
    tutorSubject: 'Mathematics tutor · 6 years',
    chip1: 'IGCSE',
    chip2: 'A-Level',
    chip3: 'Online or in person',
    perHour: 'per hour',
    chatStudent: 'Could we go over quadratics before Friday?',
    chatTutor: 'Of course! Tuesday at 4 works for me.',
    bookedTitle: 'Lesson booked',
    bookedWhen: 'Tuesday · 4:00 PM',
  },
  props: {
    label: `Why ${BRAND.name}`,
    verified: {
      title: 'Real profiles',
      body: 'Education, experience, certificates and reviews from students.',
    },
    local: {
      title: 'Local prices',
      body: 'Prices in your own currency, for every budget.',
    },
    chat: {
      title: 'Chat first',
      body: 'Ask questions and agree on a plan before you pay.',
    },
    secure: {
      title: 'Safe payments',
      body: 'Pay in the app; your balance and vouchers work everywhere.',
    },
  },
  how: {
    eyebrow: 'How it works',
    title: 'Three steps, whichever side you are on',
    stepLabel: 'Step {{number}}',
    students: {
      title: 'For students and parents',
      step1: {
        title: 'Find the right fit',
        body: 'Search by subject, level, price and location, or post an assignment and let tutors come to you.',
      },
      step2: {
        title: 'Chat and book',
        body: 'Message tutors, pick a time that suits you, and book online or in person.',
      },
      step3: {
        title: 'Learn and review',
        body: 'Pay safely, track your lessons, and leave a review to help others choose.',
      },
    },
    tutors: {
      title: 'For tutors, coaches and counsellors',
      step1: {
        title: 'Build your profile',
        body: 'Add your subjects, prices, education, certificates and an introduction video.',
      },
      step2: {
        title: 'Get booked',
        body: 'Students find you in search, chat with you and book the lessons they need.',
      },
      step3: {
        title: 'Get paid',
        body: 'Earnings go to your balance after each lesson, ready for payout to your bank.',
      },
    },
  },
  closing: {
    title: 'Start learning this week',
    body: 'Joining is free. Lessons start from {{price}} an hour, and you only pay for the lessons you book.',
    signUp: 'Create a free account',
    counsellor: 'Are you a counsellor? Join here',
  },
  markets: {
    eyebrow: 'Where we are',
    title: 'Learning across the region',
    subtitle: 'Every market has its own tutors, prices and currency. Pick yours.',
    from: 'from {{price}}/h',
  },
  meta: {
    page: {
      title: 'Tutors, coaches and counsellors near you',
      description: `${BRAND.name}: find tutors, coaches and counsellors, compare real profiles and local prices, chat first and book safely.`,
    },
  },
};

export const homeVideosEn = {
  eyebrow: 'Meet our tutors',
  title: 'Hear from tutors before you book',
  subtitle: 'Short introduction videos from tutors in {{market}}.',
  viewProfile: 'View profile',
  featured: 'Featured',
  videoOf: 'Introduction video of {{name}}',
};
