/** The one value of a page's search parameter (Next gives a repeated one as a list): its first, or undefined. */
export type RawSearchParams = Record<string, string | string[] | undefined>;

export function readSearchParam(params: RawSearchParams, name: string): string | undefined {
  const value = params[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? undefined : first;
}
