/** The product's logo (served from learner-app/public), shown in the header and on the login page. */
export const LOGO_SRC = '/pc/logo.svg';
