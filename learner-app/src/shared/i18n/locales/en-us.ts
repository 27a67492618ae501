/**
 * The English catalogue of the first load: the strings of the login page, the
 * shell around every page and the error pages. It is the source of the
 * translation key types: every other first-load catalogue is typed as
 * `FirstLoadCatalogue`, so a missing or extra key is a type error. The strings
 * of the pages behind the login are in `signed-in/en-us.ts`, loaded with them.
 */
import type { SignedInCatalogue } from './signed-in/en-us';

export const enUS = {
  app: {
    productName: 'DDI Leadership Learning',
  },
  common: {
    close: 'Close',
    return: 'Return',
    backToSchool: 'Back to school',
    confirm: 'OK',
    cancel: 'Cancel',
    loading: 'Loading…',
    notifications: 'Notifications',
  },
  session: {
    expiredTitle: 'Session expired',
  },
  language: {
    menu: 'Language: {{name}}',
    choose: 'Choose a language',
    confirmTitle: 'Change the language?',
    confirmBody: 'Changing the language leaves this page, and answers you have not submitted will be lost.',
    confirmLeave: 'Change language',
  },
  notices: {
    systemUpgrade: 'The system is being upgraded and will be back in about 2 hours. Thank you for your patience.',
    systemUpgradeUntil: 'The system is being upgraded (about 2 hours) and should be back by {{time}}. Thank you for your patience.',
    sendFailed: 'Failed to send, please try again',
    quizOver: 'It’s time, the quiz is over',
    courseExpired: 'The course has expired',
    courseOpensAt: 'The course will be open at {{time}}',
    chooseAnswer: 'Please choose an answer',
    loginAgain: 'Please log in again',
  },
  api: {
    network: 'Network error. Please check your connection and try again.',
    timeout: 'The request timed out. Please try again.',
    invalidResponse: 'Oh, loading failed',
    sessionExpired: 'Your session has expired, please log in again',
    aborted: 'The request was cancelled.',
  },
  login: {
    tagline: 'Leadership skills for every day at work',
    benefits: { video: 'Short video lessons you can pick up where you left off', reports: 'Assessments before and after, with your own report', practice: 'Practice in realistic workplace scenarios' },
    methodLabel: 'Login method',
    accountTab: 'Account login',
    phoneTab: 'Mobile login',
    userName: 'User name',
    password: 'Password',
    phone: 'Mobile number',
    code: 'Verification code',
    getCode: 'Get code',
    resendIn: 'Resend in {{seconds}} s',
    smsSent: 'SMS sent successfully',
    rememberMe: 'Remember me',
    agreePrefix: 'I have read and accept the',
    privacyPolicy: 'User Privacy Policy',
    submit: 'Log in',
    submitting: 'Logging in…',
    forgotPassword: 'Forgot password?',
    browserHint: 'For the best experience, please use Chrome or Firefox.',
    errors: {
      phoneRequired: 'Please enter your mobile number',
      phoneInvalid: 'Please enter a valid phone number',
      codeRequired: 'Please enter the verification code',
      codeInvalid: 'Please enter a valid verification code',
      userNameRequired: 'Please enter your user name',
      userNameInvalid: 'Please enter a correct user name',
      passwordRequired: 'Please enter your password',
      passwordInvalid: 'Please enter a correct password',
      agreementRequired: 'Please read and accept the related agreement before logging in',
      failed: 'Login failed, please try again',
    },
  },
  privacy: {
    title: 'User Privacy Policy',
  },
  errors: {
    notFound: {
      title: 'Sorry, we can’t find the page',
      description: 'The page you are looking for does not exist or may have been moved.',
    },
    forbidden: {
      title: 'You do not have access to this page',
      description:
        'Your account is not allowed to view this page. If you believe this is a mistake, please contact your learning administrator.',
    },
    serverError: {
      title: 'Something went wrong on our side',
      description: 'The service ran into a problem. Please try again in a moment.',
    },
    pageFailed: {
      codeTitle: 'This page didn’t load',
      codeDescription:
        'Part of the app could not be downloaded. Check your internet connection, then reload the page. If the app was just updated, reloading gets the new version.',
      title: 'Something went wrong on this page',
      description: 'The page stopped because of an error. Reload it to try again. If it happens again, go back to school and try later.',
      reload: 'Reload the page',
    },
  },
};

/** The strings of the first load. */
export type FirstLoadCatalogue = typeof enUS;

/** Every string of the `translation` namespace: the first load's and the signed-in pages'. */
export type Catalogue = FirstLoadCatalogue & SignedInCatalogue;
