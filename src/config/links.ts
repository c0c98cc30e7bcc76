/** Every external URL the site chrome links to, in one place. */
export const EXTERNAL_LINKS = {
  app: 'https://app.takeshape.io',
  login: 'https://app.takeshape.io/login',
  signup: 'https://app.takeshape.io/signup',
  changelog: 'https://app.takeshape.io/changelog',
  marketing: 'https://www.takeshape.io',
  github: 'https://github.com/takeshape',
  cookiePolicy: 'https://www.takeshape.io/cookie-policy',
  privacyPolicy: 'https://www.takeshape.io/privacy-policy',
  terms: 'https://www.takeshape.io/terms-of-service',
} as const;
