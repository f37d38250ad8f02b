import { BRAND } from '@ajar/domain';

/** English texts of the information pages' frame, help search and contact form (the pages are Markdown). */
export const infoEn = {
  meta: {
    about: {
      title: 'About us',
      description: `Why we built ${BRAND.name}, where we work and what we believe: a marketplace where students find tutors and pay safely.`,
    },
    howItWorks: {
      title: 'How it works',
      description: `Find a tutor, book a lesson and pay safely on ${BRAND.name}, step by step for students, parents and tutors.`,
    },
    helpCentre: {
      title: 'Help centre',
      description:
        'Answers about bookings, payments, refunds, payouts and your account. Search the questions students and tutors ask most.',
    },
    contact: {
      title: 'Contact us',
      description: `Write to the ${BRAND.name} support team about a booking, a payment or your account. We answer by email.`,
    },
    careers: {
      title: 'Careers',
      description: `Work at ${BRAND.name}: a small remote team building the tutoring marketplace for Southeast and South Asia.`,
    },
    terms: {
      title: 'Terms of use',
      description: `The agreement between you and ${BRAND.name}: accounts, bookings, fees, payments, payouts and conduct.`,
    },
    privacy: {
      title: 'Privacy policy',
      description: `What ${BRAND.name} stores about you, why, who can see it, and how to get a copy or have it deleted.`,
    },
    refunds: {
      title: 'Refund policy',
      description:
        'When a lesson does not take place you get your money back: every cancellation case, and where refunds go.',
    },
    communityGuidelines: {
      title: 'Community guidelines',
      description: `How students, parents and tutors treat each other on ${BRAND.name}: honesty, respect and safety for children.`,
    },
  },
  eyebrow: {
    company: BRAND.name,
    policies: 'Policies',
    help: 'Support',
  },
  onThisPage: 'On this page',
  morePages: 'More information',
  loadFailed: 'This page could not be loaded. Please check your connection and try again.',
  retry: 'Try again',
  help: {
    searchLabel: 'Search the help centre',
    searchPlaceholder: 'e.g. refund, first booking',
    clear: 'Clear the search',
    topics: 'Topics',
    results_one: '{{count}} answer for “{{query}}”',
    results_other: '{{count}} answers for “{{query}}”',
    noResults: 'No answers for “{{query}}”.',
    noResultsHint: 'Try other words, or ask us directly.',
    stillNeedHelp: 'Still need help?',
    stillNeedHelpBody: 'Our support team answers every message by email.',
    contactUs: 'Contact us',
  },
  contact: {
    formTitle: 'Send us a message',
    name: 'Your name',
    email: 'Your email',
    subject: 'Subject',
    subjectPlaceholder: 'e.g. Refund for my lesson on 12 May',
    message: 'Message',
    messagePlaceholder: 'Tell us what happened and how we can help',
    send: 'Send message',
    sentTitle: 'Message sent',
    sendAnother: 'Send another message',
  },
};
