import { useEffect, useId, useRef, useState } from 'react';
import { addressesApi } from '@/api/addresses';
import TextInput from '@/Components/Form/TextInput';
import type { FieldErrors } from '@/hooks/useApiForm';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StateOption } from '@/types/cart';

/** Loaded list, or 'failed' (the field falls back to typing). */
type Loaded<T> = T[] | 'loading' | 'failed';

const OTHER = '__other__';

const selectClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500 disabled:bg-slate-50';

interface Props {
  state: string;
  city: string;
  errors?: FieldErrors;
  onChange: (next: { state?: string; city?: string }) => void;
  stateClassName?: string;
  cityClassName?: string;
}

/**
 * UF and city as lists: the states of GET /v1/states and the cities of the chosen one
 * (GET /v1/cities/state/{uf}). The city list holds a few cities per state, so a city that is not on it
 * (filled by the CEP lookup, or an address saved before) is added, and "Outra cidade" lets the buyer
 * type one. Either list failing to load leaves that field as a text input.
 */
export default function UfCityFields({
  state,
  city,
  errors = {},
  onChange,
  stateClassName,
  cityClassName,
}: Props) {
  const { t } = useLaravelReactI18n();
  const ufId = useId();
  const cityId = useId();
  const [states, setStates] = useState<Loaded<StateOption>>('loading');
  const [cities, setCities] = useState<Loaded<string>>([]);
  const [typing, setTyping] = useState(false);
  const cache = useRef(new Map<string, string[]>());
  const uf = state.trim().toUpperCase();
  const known = Array.isArray(states) && states.some((s) => s.uf === uf);

  useEffect(() => {
    let alive = true;
    addressesApi
      .states()
      .then((data) => alive && setStates(data.result ?? []))
      .catch((error) => {
        console.warn('states', error);
        if (alive) setStates('failed');
      });
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    if (!known) {
      setCities([]);
      return;
    }
    const cached = cache.current.get(uf);
    if (cached) {
      setCities(cached);
      return;
    }
    let alive = true;
    setCities('loading');
    addressesApi
      .cities(uf)
      .then((data) => {
        cache.current.set(uf, data.result ?? []);
        if (alive) setCities(data.result ?? []);
      })
      .catch((error) => {
        console.warn('cities', error);
        if (alive) setCities('failed');
      });
    return () => {
      alive = false;
    };
  }, [uf, known]);

  const stateField =
    states === 'failed' ? (
      <TextInput
        className={stateClassName}
        label={t('address.state')}
        name="state"
        maxLength={2}
        autoComplete="address-level1"
        value={state}
        onChange={(e) => onChange({ state: e.target.value })}
        error={errors.state}
      />
    ) : (
      <div className={stateClassName}>
        <label htmlFor={ufId} className="block text-sm font-medium text-slate-700">
          {t('address.state')}
        </label>
        <select
          id={ufId}
          name="state"
          autoComplete="address-level1"
          value={Array.isArray(states) ? uf : ''}
          disabled={states === 'loading'}
          aria-invalid={errors.state ? true : undefined}
          onChange={(e) => {
            setTyping(false);
            onChange({ state: e.target.value, city: '' });
          }}
          className={selectClass}
        >
          <option value="">{states === 'loading' ? t('common.loading') : t('address.choose_state')}</option>
          {Array.isArray(states) &&
            states.map((s) => (
              <option key={s.uf} value={s.uf}>
                {s.name} ({s.uf})
              </option>
            ))}
          {Array.isArray(states) && uf && !known && <option value={uf}>{uf}</option>}
        </select>
        {errors.state && <p className="mt-1 text-xs text-red-600">{errors.state}</p>}
      </div>
    );

  const listed = Array.isArray(cities) ? cities : [];
  const cityField =
    typing || cities === 'failed' || states === 'failed' ? (
      <TextInput
        className={cityClassName}
        label={t('address.city')}
        name="city"
        autoComplete="address-level2"
        value={city}
        onChange={(e) => onChange({ city: e.target.value })}
        error={errors.city}
      />
    ) : (
      <div className={cityClassName}>
        <label htmlFor={cityId} className="block text-sm font-medium text-slate-700">
          {t('address.city')}
        </label>
        <select
          id={cityId}
          name="city"
          autoComplete="address-level2"
          value={city}
          disabled={!known || cities === 'loading'}
          aria-invalid={errors.city ? true : undefined}
          onChange={(e) => {
            if (e.target.value === OTHER) {
              setTyping(true);
              onChange({ city: '' });
            } else onChange({ city: e.target.value });
          }}
          className={selectClass}
        >
          <option value="">
            {cities === 'loading'
              ? t('common.loading')
              : known
                ? t('address.choose_city')
                : t('address.choose_state_first')}
          </option>
          {city && !listed.includes(city) && <option value={city}>{city}</option>}
          {listed.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
          {known && <option value={OTHER}>{t('address.other_city')}</option>}
        </select>
        {errors.city && <p className="mt-1 text-xs text-red-600">{errors.city}</p>}
      </div>
    );

  return (
    <>
      {stateField}
      {cityField}
    </>
  );
}
