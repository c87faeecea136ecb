import { useApiForm } from '@/hooks/useApiForm';

/**
 * One write of a support form whose fields keep their own state, through the one form path
 * (`useApiForm.send`): `busy` while it runs, the server's 422 field messages in `errors`, a success
 * toast with the server's message. Resolves to the result, or null when it was refused. A new form
 * holds its fields in `useApiForm` itself (docs/architecture.md, Forms).
 */
export function useSubmit() {
  const form = useApiForm({});

  const submit = async <T>(
    call: () => Promise<{ error?: boolean; message?: string; result: T }>,
  ): Promise<T | null> => {
    const data = await form.send(call);
    return data ? data.result : null;
  };

  return { busy: form.processing, errors: form.errors, submit };
}
