import { DEFAULT_ADDRESS_KEY } from '@/lib/session';
import { sessionStore } from '@/lib/storage';
import type { Address, SessionAddress } from '@/types/cart';

export function readDefaultAddress(): SessionAddress | null {
  const raw = sessionStore.get(DEFAULT_ADDRESS_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as SessionAddress;
    return value && typeof value.cep === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function writeDefaultAddress(address: SessionAddress): void {
  sessionStore.set(DEFAULT_ADDRESS_KEY, JSON.stringify(address));
}

export function forgetDefaultAddress(): void {
  sessionStore.remove(DEFAULT_ADDRESS_KEY);
}

/** The browser-session form of a saved address: ViaCEP's names, `unidade` the number, `estado` the state's name. */
export function toSessionAddress(address: Address, stateName = ''): SessionAddress {
  return {
    id: address.id,
    cep: address.postcode,
    logradouro: address.address,
    complemento: address.complement ?? '',
    unidade: address.number,
    bairro: address.district,
    localidade: address.city,
    uf: address.state,
    estado: stateName || UF_NAMES[address.state] || address.state,
  };
}

const UF_NAMES: Record<string, string> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};
