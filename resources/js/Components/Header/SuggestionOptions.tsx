import { type ReactNode, useEffect } from 'react';
import { useSearchSuggestions } from '@/hooks/catalogue/useSearchSuggestions';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SearchSuggestion } from '@/types/catalogue';

/**
 * The header search's options (SearchBox.tsx keeps the combobox: the input, the active option and the
 * keys): asks for suggestions as the text changes, hands them to the box, and draws them while the
 * list is expanded. Option 0 searches for the text; the product suggestions follow.
 */
export default function SuggestionOptions({
  text,
  term,
  active,
  expanded,
  optionId,
  onSuggestions,
  onHover,
  onChoose,
}: {
  text: string;
  term: string;
  active: number;
  expanded: boolean;
  optionId: (index: number) => string;
  onSuggestions: (suggestions: SearchSuggestion[]) => void;
  onHover: (index: number) => void;
  onChoose: (index: number) => void;
}) {
  const { t } = useLaravelReactI18n();
  const { suggestions } = useSearchSuggestions(text);

  useEffect(() => onSuggestions(suggestions), [suggestions, onSuggestions]);

  if (!expanded) return null;
  return (
    <>
      <Option
        id={optionId(0)}
        selected={active === 0}
        onHover={() => onHover(0)}
        onChoose={() => onChoose(0)}
      >
        {t('search.search_for', { search: term })}
      </Option>
      {suggestions.map((s, i) => (
        <Option
          key={s.code}
          id={optionId(i + 1)}
          selected={active === i + 1}
          onHover={() => onHover(i + 1)}
          onChoose={() => onChoose(i + 1)}
        >
          {s.url ? (
            <img src={s.url} alt="" className="h-10 w-7 shrink-0 rounded object-cover" />
          ) : (
            <span className="h-10 w-7 shrink-0 rounded bg-slate-200" />
          )}
          <span className="min-w-0">
            <span className="block truncate font-medium">{s.name}</span>
            {s.collection && <span className="block truncate text-xs text-slate-500">{s.collection}</span>}
          </span>
        </Option>
      ))}
    </>
  );
}

/** One suggestion. Focus stays in the input, which points at the active option (aria-activedescendant). */
function Option({
  id,
  selected,
  onHover,
  onChoose,
  children,
}: {
  id: string;
  selected: boolean;
  onHover: () => void;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are handled by the combobox input
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      onMouseDown={(e) => e.preventDefault()}
      onMouseEnter={onHover}
      onClick={onChoose}
      className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm ${
        selected ? 'bg-brand-50 text-brand-900' : 'text-slate-800'
      }`}
    >
      {children}
    </div>
  );
}
