/**
 * Both sign-in pages in one chunk (page weight). As two chunks they
 * shared most of their code (the frame, the banner carousel, the captcha and
 * sign-in calls), which the bundler put in a shared chunk and then merged
 * with small chunks the signed-in layout uses, so home loaded the login
 * banner's carousel. One module imported by both routes keeps the login code
 * to the sign-in pages.
 */
export { default as AdminLoginPage } from './AdminLoginPage';
export { default as LoginPage } from './LoginPage';
