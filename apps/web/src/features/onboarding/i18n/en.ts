import { BRAND } from '@ajar/domain';

export const onboardingEn = {
  back: 'Back',
  skip: 'Skip for now',
  continue: 'Continue',
  finish: 'Finish',
  saveAndContinue: 'Save and continue',
  stepOf: 'Step {{current}} of {{total}}',
  navLabel: 'Onboarding steps',
  tutor: {
    eyebrow: 'Welcome to ' + BRAND.name,
    title: "Let's set up your profile, {{firstName}}",
    subtitle: 'A few minutes now brings students to you. You can skip any step and come back later.',
    completion: '{{percent}} complete',
    steps: {
      basic: 'Basic profile',
      subjects: 'Subjects & prices',
      education: 'Education',
      experience: 'Experience',
      skills: 'Skills',
      certificate: 'Certificate',
      video: 'Introduction video',
      done: 'Done',
    },
    basicTitle: 'Basic profile',
    basicHint: 'A clear photo, a few words about you and where you teach.',
    photoHint: 'A friendly, well-lit photo of your face. PNG or JPG.',
    addPhoto: 'Add a photo',
    summaryTitle: 'You are nearly there',
    summaryBody: 'Here is what your profile has so far. You can finish the rest any time from My profile.',
  },
  student: {
    eyebrow: 'Welcome to ' + BRAND.name,
    title: 'Nice to meet you, {{firstName}}',
    subtitle: 'Two quick steps help tutors get to know you. You can skip them and come back later.',
    steps: {
      about: 'About you',
      curriculum: 'What you study',
    },
    aboutTitle: 'About you',
    aboutHint: 'Your name, how tutors can reach you and where you are.',
    photoHint: 'A photo helps tutors recognise you in chats. Optional.',
    curriculumTitle: 'What you study',
    curriculumHint: 'Choose the curricula you follow, so we can suggest the right tutors.',
    welcome: 'Welcome, {{firstName}}!',
  },
  thanks: {
    title: 'Thank you, {{firstName}}!',
    body: 'Your profile is ready for students. Keep it fresh: add subjects and videos whenever you like.',
    bodyHidden:
      'Your profile is saved. Students find you in search once it is at least {{threshold}}% complete — finish a few more sections from My profile.',
    toProfile: 'Go to my profile',
  },
  meta: {
    steps: {
      title: 'Set up your profile',
      description: 'A few steps to a profile students can find and book.',
    },
    students: { title: 'Welcome', description: 'Two short steps help tutors get to know you.' },
    thankYou: {
      title: 'Profile complete',
      description: 'Thank you: your profile is ready for students to find.',
    },
  },
};
