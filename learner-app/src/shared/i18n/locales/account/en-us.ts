/**
 * The English strings of the password pages (set, change, reset): their own i18next namespace (`account`), registered by
 * `shared/i18n/account-namespace.ts` when that page loads, so they stay out of the first chunk. It is the
 * source of the key types of that namespace.
 */
export const enUSAccount = {
  notice: 'You signed in with a verification code. Set a password to sign in with your user name next time.',
  setPassword: {
    title: 'Set a password',
    intro: 'You signed in with a verification code. Set a password to sign in with your user name, {{userName}}, next time.',
    newPassword: 'New password',
    newPasswordHint: 'At least 8 characters.',
    confirmPassword: 'Confirm the new password',
    submit: 'Set password',
    submitting: 'Saving…',
    done: 'Your password is set. Next time you can sign in with your user name and password.',
    errors: {
      required: 'Please enter a new password',
      tooShort: 'Use at least 8 characters',
      tooLong: 'Use at most 128 characters',
      confirmRequired: 'Please enter the new password again',
      mismatch: 'The two passwords are not the same',
      currentRequired: 'Please enter your current password',
      sameAsCurrent: 'Choose a password other than your current one',
      wrongCurrent: 'Your current password is not correct',
    },
  },
  changePassword: {
    title: 'Change your password',
    intro: 'Enter your current password, then a new one. From now on you sign in as {{userName}} with the new one.',
    currentPassword: 'Current password',
    submit: 'Change password',
    done: 'Your password is changed. Use the new one next time you sign in.',
  },
  resetPassword: {
    title: 'Reset your password',
    intro: 'Enter the mobile number of your account and the code we text to it, then choose a new password.',
    submit: 'Reset password',
    done: 'Your password is reset. Log in as {{userName}} with your new password.',
    backToLogin: 'Back to log in',
  },
};

export type AccountCatalogue = typeof enUSAccount;
