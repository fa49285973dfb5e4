/** The sign-in texts, shown by the login panel and thrown by the account service. */
export const SIGN_IN_TEXTS = {
  linkFailed: 'Trouble sending sign in link',
  codeFailed: 'Error getting code',
  verifyFailed: 'Something went wrong. Try again.',
  profileFailed: 'Something went wrong updating info.',
  linkSent: 'Email link sent. Check your email',
  codeSent: 'A text was sent to your phone. Code expires in 5 minutes.',
  confirmEmail: 'Please confirm your email',
} as const;
