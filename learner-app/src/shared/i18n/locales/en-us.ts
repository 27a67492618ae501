/**
 * The English catalogue. It is the source of the translation key types: every
 * other catalogue is typed as `Catalogue`, so a missing or extra key is a type
 * error.
 */
export const enUS = {
  app: {
    productName: 'DDI Leadership Learning',
  },
  common: {
    close: 'Close',
    return: 'Return',
    backToSchool: 'Back to school',
  },
  api: {
    network: 'Network error. Please check your connection and try again.',
    timeout: 'The request timed out. Please try again.',
    invalidResponse: 'Oh, loading failed',
    sessionExpired: 'Your session has expired, please log in again',
    aborted: 'The request was cancelled.',
  },
  login: {
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
    intro:
      'DDI Leadership Learning respects your privacy. This policy explains which personal data we process when you use the learning platform your organisation provides, and the rights you have.',
    collectTitle: 'Data we collect',
    collectBody:
      'Your account details (user name, mobile number and company), your learning activity (courses opened, progress, answers and assessment results) and the technical data about your browser and device that the service needs to run.',
    useTitle: 'How we use it',
    useBody:
      'To sign you in, deliver courses and assessments, produce your reports and development advice, keep the service secure, and give your organisation the learning progress it arranged for you.',
    shareTitle: 'Who can see it',
    shareBody:
      'Your organisation’s learning administrators and the DDI staff who operate the service. We do not sell your personal data.',
    rightsTitle: 'Your rights',
    rightsBody:
      'After logging in you can ask to access, correct, erase or restrict the processing of your personal data on the Data policy page. We reply within 3 working days.',
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
  },
};

export type Catalogue = typeof enUS;
