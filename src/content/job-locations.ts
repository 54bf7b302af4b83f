/** Postal details of each job location, for JobPosting structured data (ISO 3166 country codes). */
import type { JobLocation } from './taxonomy';

export const jobAddresses = {
  Bangalore: { locality: 'Bangalore', region: 'Karnataka', country: 'IN' },
  Dubai: { locality: 'Dubai', region: 'Dubai', country: 'AE' },
  Riyadh: { locality: 'Riyadh', region: 'Riyadh Province', country: 'SA' },
} as const satisfies Record<JobLocation, { locality: string; region: string; country: string }>;
