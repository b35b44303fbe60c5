// The calling app's store pages. src/config/site.ts has no place for app links, so they live with
// the only page that shows them. Placeholder until the business publishes the app: change it here.
export const ANDROID_APP_URL = 'https://play.google.com/store/apps/details?id=com.selamtopup.app';
