import { BRAND } from '@ajar/domain';

/** English texts of the launching-soon page. */
export const launchingSoonEn = {
  eyebrow: 'Launching soon',
  title: 'This part is launching soon',
  titleFor: '{{feature}} is launching soon',
  body: `We are putting the finishing touches on this part of ${BRAND.name}. Create your account now and you will be ready the moment it opens.`,
  keywords: 'Your search: “{{keywords}}”',
  signUp: 'Create an account',
  meta: {
    page: {
      title: 'Launching soon',
      description: `This part of ${BRAND.name} is launching soon. Create your account now to be ready when it opens.`,
    },
  },
};
