import { useEffect, useState } from 'react';
import type { SearchSuggestion } from '@/types/catalogue';

export const SUGGEST_DEBOUNCE_MS = 250;
export const SUGGEST_MIN_CHARS = 2;

/**
 * Suggestions for what the user is typing in the header search: asked once typing pauses for
 * 250 ms and at least 2 characters are there; an answer to an older text is dropped. A failure only
 * logs and leaves the list empty (the search itself still works).
 */
export function useSearchSuggestions(text: string): { suggestions: SearchSuggestion[]; loading: boolean } {
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const term = text.trim();

  useEffect(() => {
    if (term.length < SUGGEST_MIN_CHARS) {
      setSuggestions([]);
      setLoading(false);
      return;
    }
    let active = true;
    setLoading(true);
    const timer = setTimeout(() => {
      // The header is in every first load; the catalogue API module comes with the first suggestion.
      import('@/api/catalogue')
        .then(({ catalogueApi }) => catalogueApi.suggestions(term))
        .then((data) => {
          if (active) setSuggestions(data.result ?? []);
        })
        .catch((error: unknown) => {
          console.warn('search-suggestions', error);
          if (active) setSuggestions([]);
        })
        .finally(() => {
          if (active) setLoading(false);
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [term]);

  return { suggestions, loading };
}
