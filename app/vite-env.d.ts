/// <reference types="vite/client" />

/** The public settings the site reads (app/site-config.ts); see .env.example. */
interface ImportMetaEnv {
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_SITE_URL?: string;
}
