/**
 * How the API understood a query, as one line: "Jazz · this weekend · Back Bay" (GET /api/v1/search answers the
 * words left for full-text search, the date phrase and the neighbourhood).
 */
export interface InterpretedQuery {
  text: string;
  start: string | null;
  end: string | null;
  dateText: string | null;
  neighbourhood: { slug: string; name: string } | null;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The parts worth showing, or null when the query was plain words (nothing was interpreted). */
export function describeInterpretation(query: InterpretedQuery): string | null {
  if (!query.dateText && !query.neighbourhood) return null;
  const parts = [query.text, query.dateText?.toLowerCase(), query.neighbourhood?.name].filter(
    (part): part is string => Boolean(part?.trim()),
  );
  if (parts.length === 0) return null;
  parts[0] = capitalise(parts[0] ?? '');
  return parts.join(' · ');
}
