// altcha's per-language label modules (altcha-labels.ts): its "./i18n/*" export names types that
// are not in the package (dist/external/*.d.ts). They are imported for their effect only.
declare module 'altcha/i18n/*';
