import { usePage } from '@inertiajs/react';
import { useState } from 'react';
import { sellerRegisterApi } from '@/api/sellerRegister';
import { useApiForm } from '@/hooks/useApiForm';
import { useChannel } from '@/hooks/useChannel';
import { isActionError } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductType } from '@/types/catalogue';
import type { SuggestionItem } from '@/types/pages/sellerRegister';

/** `suggestion.approved` on the author's channel (docs/suggestions.md). */
interface SuggestionApproved {
  id: number;
  approved_at: string;
}

/** The suggestion form's fields as typed. */
export interface SuggestionFields {
  name: string;
  type: ProductType;
  collection: string;
  number: string;
  language: string;
  notes: string;
}

const EMPTY: SuggestionFields = {
  name: '',
  type: 'card',
  collection: '',
  number: '',
  language: '',
  notes: '',
};

/**
 * The user's suggestions (the page's prop) and the form that sends a new one (useApiForm, POST
 * /v1/product/create_product). A new one goes on top of the list as pending and the form empties; an
 * approval arriving live marks it approved (the shell's live events show the toast). A failure reads
 * 'Erro ao salvar, aguarde e tente mais tarde' (spec section 8); a 422 shows the server's texts under
 * the fields.
 */
export function useSuggestions(initial: SuggestionItem[]) {
  const { t } = useLaravelReactI18n();
  const [suggestions, setSuggestions] = useState(initial);
  const form = useApiForm<SuggestionFields>(EMPTY);
  const userId = usePage().props.auth?.user.id ?? null;

  useChannel(userId !== null ? `App.Models.User.${userId}` : null, {
    'suggestion.approved': (e: SuggestionApproved) =>
      setSuggestions((list) =>
        list.map((s) =>
          s.id === e.id
            ? {
                ...s,
                status: 'approved',
                status_label: t('seller_register.status_approved'),
                reviewed_at: e.approved_at,
              }
            : s,
        ),
      ),
  });

  const failed = t('spec.suggestion_save_error');
  const submit = () =>
    form.submit(
      (data) =>
        sellerRegisterApi
          .createProduct({
            name: data.name.trim(),
            type: data.type,
            collection: data.collection.trim() || null,
            number: data.number.trim() || null,
            language: data.language || null,
            notes: data.notes.trim() || null,
          })
          // A refusal, or a save without the suggestion, is a warning with the screen's own text.
          .then((r) =>
            isActionError(r) || !r.result ? { ...r, error: true, message: r.message || failed } : r,
          ),
      {
        success: (data) => data.message || t('spec.saved'),
        onSuccess: (data) => {
          const saved = data.result as SuggestionItem;
          setSuggestions((list) => [saved, ...list.filter((s) => s.id !== saved.id)]);
          form.reset();
        },
        errorMessage: () => failed,
        toastFieldErrors: false,
      },
    );

  return { suggestions, form, submit };
}

export type SuggestionForm = ReturnType<typeof useSuggestions>['form'];
