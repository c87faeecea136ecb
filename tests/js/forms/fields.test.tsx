import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import CepField from '@/Components/Form/CepField';
import DocumentField, { isValidDocument, maskDocument } from '@/Components/Form/DocumentField';
import FileField from '@/Components/Form/FileField';
import MoneyField from '@/Components/Form/MoneyField';
import SelectField from '@/Components/Form/SelectField';
import TextAreaField from '@/Components/Form/TextAreaField';
import TextField from '@/Components/Form/TextField';
import { renderWithI18n } from '../support/render';

function Cep() {
  const [cep, setCep] = useState('');
  return <CepField label="CEP" value={cep} onChange={setCep} />;
}

function Doc() {
  const [doc, setDoc] = useState('');
  return <DocumentField label="Documento" value={doc} onChange={setDoc} invalidMessage="Inválido" />;
}

function Money({ cents }: { cents: (value: number | null) => void }) {
  const [text, setText] = useState('');
  return <MoneyField label="Preço" value={text} onChange={setText} onCentsChange={cents} />;
}

describe('form fields', () => {
  it('each shows its label and the 422 message under the field', () => {
    renderWithI18n(
      <>
        <TextField label="Nome" value="" onChange={() => {}} error="Informe o nome." />
        <TextAreaField label="Mensagem" value="" onChange={() => {}} error="Escreva a mensagem." />
        <SelectField
          label="UF"
          value=""
          onChange={() => {}}
          placeholder="Selecione"
          options={[{ value: 'SP', label: 'São Paulo' }]}
          error="Escolha a UF."
        />
        <MoneyField label="Preço" value="" onChange={() => {}} error="Preço inválido." />
        <CepField label="CEP" value="" onChange={() => {}} error="CEP inválido." />
        <DocumentField label="CPF/CNPJ" value="" onChange={() => {}} error="Documento inválido." />
        <FileField label="Foto" onChange={() => {}} error="Arquivo grande demais." />
      </>,
    );
    const cases: [string, string][] = [
      ['Nome', 'Informe o nome.'],
      ['Mensagem', 'Escreva a mensagem.'],
      ['UF', 'Escolha a UF.'],
      ['Preço', 'Preço inválido.'],
      ['CEP', 'CEP inválido.'],
      ['CPF/CNPJ', 'Documento inválido.'],
      ['Foto', 'Arquivo grande demais.'],
    ];
    for (const [label, message] of cases) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
  });

  it('a field without an error is not marked and has no message', () => {
    renderWithI18n(<TextField label="Nome" value="" onChange={() => {}} />);
    expect(screen.getByLabelText('Nome')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Nome')).not.toHaveAccessibleDescription();
  });

  it('CepField masks the CEP as 01310-100', async () => {
    renderWithI18n(<Cep />);
    await userEvent.type(screen.getByLabelText('CEP'), '01310100999');
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
  });

  it('DocumentField masks a CPF or a CNPJ and checks the digits when left', async () => {
    renderWithI18n(<Doc />);
    const field = screen.getByLabelText('Documento');
    await userEvent.type(field, '52998224725');
    expect(field).toHaveValue('529.982.247-25');
    await userEvent.tab();
    expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(field);
    await userEvent.type(field, '11222333000182');
    expect(field).toHaveValue('11.222.333/0001-82');
    await userEvent.tab();
    expect(field).toHaveAccessibleDescription('Inválido');
    expect(maskDocument('123456', 'cpf')).toBe('123.456');
    expect(isValidDocument('11.222.333/0001-81')).toBe(true);
    expect(isValidDocument('529.982.247-25', 'cnpj')).toBe(false);
  });

  it('MoneyField rewrites "35,5" as "35,50" when left and gives the centavos', async () => {
    const cents = vi.fn();
    renderWithI18n(<Money cents={cents} />);
    await userEvent.type(screen.getByLabelText('Preço'), '35,5');
    await userEvent.tab();
    expect(screen.getByLabelText('Preço')).toHaveValue('35,50');
    expect(cents).toHaveBeenLastCalledWith(3550);
  });

  it('FileField hands over the chosen file', async () => {
    const onChange = vi.fn();
    renderWithI18n(<FileField label="Foto" onChange={onChange} />);
    const file = new File(['x'], 'foto.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Foto'), file);
    expect(onChange).toHaveBeenCalledWith(file);
  });
});
