/** Where the real EmailJS API lives: the deploy build sends there, and its CSP allows it. */
export const EMAILJS_API_ORIGIN = "https://api.emailjs.com";
