import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextInput from '@/Components/Form/TextInput';

function Form({ onSubmit }: { onSubmit: (email: string, name: string) => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(email, name);
      }}
    >
      <TextInput label="E-mail" value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextInput label="Nome" value={name} onChange={(e) => setName(e.target.value)} />
      <PrimaryButton>Enviar</PrimaryButton>
    </form>
  );
}

describe('a server-rendered form before and after hydration', () => {
  it('keeps what was typed before hydration and only submits once hydrated', async () => {
    const onSubmit = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onSubmit={onSubmit} />);
    document.body.appendChild(container);

    // On the server's HTML the submit button is disabled: the browser would post the fields itself.
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    (screen.getByLabelText('E-mail') as HTMLInputElement).value = 'ana@example.com';

    await act(async () => {
      hydrateRoot(container, <Form onSubmit={onSubmit} />);
    });
    const button = screen.getByRole('button', { name: 'Enviar' });
    expect(button).toBeEnabled();
    // Typing in another field re-renders the form: the first field keeps its text.
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Ana' } });
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledWith('ana@example.com', 'Ana');
    container.remove();
  });
});
