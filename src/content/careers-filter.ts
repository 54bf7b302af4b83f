/** Search and department filter over open positions (case-insensitive, over title, department and location), kept in the URL. */
import { departments, type Department, type JobLocation } from './taxonomy';

export type CareersQuery = { q: string; department: Department | 'all' };

export const SEARCH_PARAM = 'q';
export const DEPARTMENT_PARAM = 'department';

/** Search and department named by `?q=…&department=…`; an unknown department means all. */
export function queryFromParams(params: URLSearchParams): CareersQuery {
  const wanted = params.get(DEPARTMENT_PARAM)?.toLowerCase();
  const department = departments.find((name) => name.toLowerCase() === wanted) ?? 'all';
  return { q: params.get(SEARCH_PARAM) ?? '', department };
}

/** Query string for a search and a department; empty parts are left out. */
export function paramsForQuery({ q, department }: CareersQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set(SEARCH_PARAM, q);
  if (department !== 'all') params.set(DEPARTMENT_PARAM, department.toLowerCase());
  return params;
}

type Searchable = { title: string; department: Department; location: JobLocation };

/** Case-insensitive match of the search against title, department or location, within the department. */
export function matchingPostings<T extends Searchable>(postings: readonly T[], { q, department }: CareersQuery): T[] {
  const needle = q.trim().toLocaleLowerCase();
  return postings.filter(
    (posting) =>
      (department === 'all' || posting.department === department) &&
      (!needle || [posting.title, posting.department, posting.location].some((field) => field.toLocaleLowerCase().includes(needle))),
  );
}
