/** A tiny store for the one modal error dialog ('Erro!') the shell renders. */
export interface DialogState {
  title: string;
  message: string;
}

type Listener = () => void;
let state: DialogState | null = null;
const listeners = new Set<Listener>();

export const errorDialog = {
  get: () => state,
  open(message: string, title: string): void {
    state = { title, message };
    for (const l of listeners) l();
  },
  close(): void {
    state = null;
    for (const l of listeners) l();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
