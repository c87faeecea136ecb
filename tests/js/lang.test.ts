import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../..');
const pt = JSON.parse(readFileSync(resolve(root, 'lang/pt_BR.json'), 'utf8')) as Record<string, string>;
const en = JSON.parse(readFileSync(resolve(root, 'lang/en.json'), 'utf8')) as Record<string, string>;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('lang/pt_BR.json', () => {
  it('has every key the front end translates', () => {
    const used = new Set<string>();
    for (const file of sources(resolve(root, 'resources/js'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\b(?:t|translate)\(\s*'([a-z_][\w.-]*)'/g))
        used.add(m[1]);
    }
    expect([...used].filter((k) => !(k in pt))).toEqual([]);
  });

  it('has every message of spec section 8, exactly', () => {
    const texts = new Set(Object.values(pt));
    const spec = [
      'Acesso negado',
      'Algo deu errado, entre em contato com os desenvolvedores',
      'Algo deu errado! Tente novamente mais tarde',
      'Erro desconhecido',
      'Erro desconhecido, contate o suporte ou tente novamente mais tarde',
      'Erro ao carregar os enderecos',
      'Erro ao carregar os pedidos',
      'Erro ao carregar os destaques',
      'Erro ao carregar as posições',
      'Erro ao carregar os planos',
      'Erro ao carregar as cartoes',
      'Erro ao adicionar',
      'Erro ao remover',
      'Erro ao carregar carrinho',
      'Erro ao atualizar carrinho',
      'Erro ao selecionar frete',
      'Erro ao aplicar crédito',
      'Erro na transação',
      'Erro ao salvar, aguarde e tente mais tarde',
      'Erro ao cadastrar',
      'Erro ao criar o endereço',
      'Algo deu errado',
      'Erro ao ativar loja',
      'Erro interno',
      'Erro ao alterar',
      'Erro ao excluir',
      'Erro ao criar ao salvar credenciais bling',
      'Não foi possível criar a assinatura',
      'Não foi possível atualizar a assinatura',
      'Erro!',
      'Adicionado ao carrinho',
      'Removido do carrinho',
      'Frete selecionado',
      'Pedido criado com sucesso',
      'Cadastrada com sucesso',
      'Salvo com sucesso',
      'Loja criada com sucesso!',
      'Criado com sucesso!',
      'Deletado com sucesso!',
      'Excluído com sucesso',
      'Atualizado com sucesso!',
      'Enviado com sucesso.',
      'Criado/Alterado com sucesso.',
      'Para adicionar itens ao carrinho, por favor, faça login.',
      'Solicitação aberta',
      'Ativo',
      'Em Teste',
      'Atrasado',
      'Ação Pendente',
      'Pendente',
      'Suspenso',
      'Cancelado',
      'Expirado',
      'Desconhecido',
    ];
    expect(spec.filter((s) => !texts.has(s))).toEqual([]);
  });

  it('falls back to English for every key (no key only in one file)', () => {
    expect(Object.keys(en).filter((k) => !(k in pt))).toEqual([]);
  });
});
