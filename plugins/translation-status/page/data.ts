import type {Counts} from '../status';

/** What the status page shows (built by index.ts, read by StatusPage.tsx). */
export type StatusData = {
  repositoryUrl: string;
  /** The content areas, in the order of each locale's `byArea`. */
  areas: string[];
  locales: {
    locale: string;
    label: string;
    pages: Counts;
    byArea: Counts[];
    messages: Counts;
    outdated: {file: string; url?: string; englishUrl?: string; changed?: string; history: string}[];
    outdatedMessages: string[];
    /** The English pages this edition has no translation of. */
    missing: string[];
  }[];
};
