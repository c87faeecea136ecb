import { http } from '@/lib/http';
import { useLookup } from './useLookup';

export interface FaqEntry {
  id: number;
  question: string;
  answer: string;
}

type RawFaq = Partial<FaqEntry> & { title?: string; body?: string; response?: string };
type FaqResponse = RawFaq[] | { data?: RawFaq[]; result?: RawFaq[]; error?: boolean; message?: string };

function rows(data: FaqResponse): RawFaq[] {
  if (Array.isArray(data)) return data;
  if (data.error) throw new Error(data.message || 'faq');
  return data.result ?? data.data ?? [];
}

/**
 * GET /v1/faq (spec section 7, "Company, support, content"). The catalogue module has no call for it
 * yet, so it is read here on the shared axios instance; move it into api/ when one lands. The answer's
 * shape is not fixed yet: a list or `{result}`/`{data}`, each entry `question/answer` or `title/body`.
 */
export function fetchFaq(): Promise<FaqEntry[]> {
  return http.get<FaqResponse>('/v1/faq').then(({ data }) =>
    rows(data)
      .map((row, i) => ({
        id: row.id ?? i + 1,
        question: row.question ?? row.title ?? '',
        answer: row.answer ?? row.body ?? row.response ?? '',
      }))
      .filter((entry) => entry.question),
  );
}

export function useFaq() {
  return useLookup(fetchFaq, 'faq', { label: 'faq' });
}
