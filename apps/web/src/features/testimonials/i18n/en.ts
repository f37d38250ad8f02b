export const testimonialsEn = {
  form: {
    title: 'Write a testimonial',
    titleFor: 'Write a testimonial for {{name}}',
    subtitle:
      'Tell other students what learning with this tutor is like. We will email you a link to confirm it.',
    rating: 'Rating',
    review: 'Review',
    reviewPlaceholder: 'What did you learn? How were the lessons?',
    subject: 'Subject',
    subjectPlaceholder: 'Choose the subject (optional)',
    email: 'Your email',
    emailHelp: 'Only used to confirm your testimonial; it is never shown.',
    name: 'Your name',
    namePlaceholder: 'As you would like it shown',
    submit: 'Send testimonial',
    tutorLabel: 'Your tutor',
  },
  list: {
    subject: 'About {{subject}}',
    verified: 'Verified lesson',
    replyFrom: 'Reply from {{name}}',
    reply: 'Reply',
    replyLabel: 'Your reply',
    replyPlaceholder: 'Thank your student, or add what they should know',
    replyOnce: 'You can reply once; the reply shows under the testimonial for everyone.',
    replySend: 'Publish reply',
    replyCancel: 'Cancel',
    replyRequired: 'Please write your reply',
    replied: 'Your reply is published',
    report: 'Report this review',
  },
  groups: {
    fromLessons: 'Reviews of lessons on Ajar',
    fromLinks: 'Other testimonials',
    fromLinksNote: 'Sent through the tutor’s link; not counted in the rating.',
  },
  missingCode: {
    title: 'This testimonial link is incomplete',
    body: 'Ask your tutor to send you their testimonial link again.',
  },
  success: {
    title: 'Check your email to confirm',
    body: 'We sent a confirmation link to {{email}}. Your testimonial appears on the profile once you confirm it.',
    bodyNoEmail:
      'We sent you a confirmation link. Your testimonial appears on the profile once you confirm it.',
  },
  confirm: {
    pendingTitle: 'Confirming your testimonial…',
    pendingBody: 'This takes a moment.',
    successTitle: 'Thank you! Your testimonial is live',
    successBody: 'It now appears on the tutor’s profile.',
    failedTitle: 'We could not confirm this testimonial',
    missingCode: 'This confirmation link is incomplete. Open the link from your email again.',
  },
  meta: {
    add: { title: 'Write a testimonial', description: 'Tell others what learning with this tutor was like.' },
    success: { title: 'Testimonial sent', description: 'Check your email to confirm your testimonial.' },
    confirm: {
      title: 'Confirm testimonial',
      description: 'Confirming your testimonial so it shows on the tutor’s profile.',
    },
  },
};
