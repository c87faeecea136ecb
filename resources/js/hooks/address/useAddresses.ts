import { useCallback, useEffect, useRef, useState } from 'react';
import { addressesApi } from '@/api/addresses';
import type { LoadStatus } from '@/Components/Feedback/LoadState';
import { useApiAction } from '@/hooks/useApiAction';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Address, AddressInput } from '@/types/cart';
import { forgetDefaultAddress, toSessionAddress, writeDefaultAddress } from './defaultAddress';

/** Keeps the browser-session copy of the default address (spec section 3) in step with the list. */
function mirrorDefault(list: Address[]): void {
  const current = list.find((a) => a.default);
  if (current) writeDefaultAddress(toSessionAddress(current));
  else forgetDefaultAddress();
}

/**
 * The buyer's addresses: list, add, edit, make default, delete. `initial`: the list the page's props
 * gave (/address), not asked for again; without it (/checkout) the list is loaded, and a loading
 * failure is logged and shown in place ('Erro ao carregar os enderecos'). A failed change (default,
 * delete) reads 'Algo deu errado' (spec section 8); saving is AddressForm's.
 */
export function useAddresses(initial?: Address[]) {
  const { t } = useLaravelReactI18n();
  const [addresses, setAddresses] = useState<Address[]>(initial ?? []);
  const [status, setStatus] = useState<LoadStatus>(initial ? 'ready' : 'loading');
  const action = useApiAction();
  const { run } = action;
  const fromServer = useRef(initial).current;

  const replace = useCallback((list: Address[]) => {
    setAddresses(list);
    mirrorDefault(list);
  }, []);

  /** `quiet`: refresh after a change without the loading state; the list stays on screen. */
  const load = useCallback(
    async (quiet = false) => {
      if (!quiet) setStatus('loading');
      try {
        const data = await addressesApi.list();
        replace(data.result ?? []);
        setStatus('ready');
      } catch (error) {
        console.warn(t('spec.load_addresses'), error);
        if (!quiet) setStatus('error');
      }
    },
    [replace, t],
  );

  useEffect(() => {
    // The browser-session copy of the default follows the list the server gave (storage: effects only).
    if (fromServer) mirrorDefault(fromServer);
    else void load();
  }, [fromServer, load]);

  /**
   * Creates (no id) or updates an address; AddressForm sends it (useApiForm) with `saveMessages`, then
   * `refresh` brings the list up to date.
   */
  const save = useCallback(
    (input: AddressInput, id?: number) => (id ? addressesApi.update(id, input) : addressesApi.create(input)),
    [],
  );
  const refresh = useCallback(() => load(true), [load]);

  /** A change of the list (default, delete) through useApiAction, then the list read again. */
  const change = useCallback(
    (call: () => Promise<{ message?: string }>, success: string) =>
      run('change', call, {
        success: (data) => data.message || success,
        onSuccess: () => load(true),
        onError: (error) => void console.warn('address change', error),
        errorMessage: () => t('spec.address_error'),
      }).then((data) => data !== null),
    [load, run, t],
  );

  const makeDefault = useCallback(
    (address: Address) => change(() => addressesApi.setDefault(address.id), t('spec.saved')),
    [change, t],
  );
  const remove = useCallback(
    (address: Address) => change(() => addressesApi.remove(address.id), t('spec.removed')),
    [change, t],
  );

  return { addresses, status, busy: action.processing, reload: load, refresh, save, makeDefault, remove };
}
