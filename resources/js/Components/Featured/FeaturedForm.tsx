import { router } from '@inertiajs/react';
import { type FormEvent, useState } from 'react';
import InputError from '@/Components/Form/InputError';
import { type FeaturedDraft, useFeaturedActions } from '@/hooks/featured/useFeaturedActions';
import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { AdPaymentProps, PositionCalendar } from '@/types/pages/featured';
import DayStrip from './DayStrip';

const dayCount = (from: string, to: string) =>
  from && to && to >= from ? Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1 : 0;

type Props = Pick<AdPaymentProps, 'store' | 'positions' | 'listings' | 'calendar' | 'today' | 'max_days'>;

/** Choose a position, what to feature and the dates; the days are reserved and the ad opens to pay. */
export default function FeaturedForm({
  store,
  positions,
  listings,
  calendar: first,
  today,
  max_days,
}: Props) {
  const { t, tChoice } = useLaravelReactI18n();
  const actions = useFeaturedActions(store.id);
  const [draft, setDraft] = useState<FeaturedDraft>({
    position_id: positions[0]?.id ?? 0,
    target_type: 'store',
    listing_id: null,
    title: store.name,
    image_url: '',
    starts_on: today,
    ends_on: today,
  });
  const [calendar, setCalendar] = useState<PositionCalendar | null>(first);
  const set = (patch: Partial<FeaturedDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const position = positions.find((p) => p.id === draft.position_id);
  const days = dayCount(draft.starts_on, draft.ends_on);
  const total = position ? days * position.daily_price : 0;

  const choosePosition = async (id: number) => {
    set({ position_id: id });
    setCalendar(await actions.calendar(id));
  };
  // As the help says: a click sets the first day, the next one the last day (an earlier day starts over).
  const [firstPicked, setFirstPicked] = useState<string | null>(null);
  const pick = (day: string) => {
    if (firstPicked === null || day < firstPicked) {
      set({ starts_on: day, ends_on: day });
      setFirstPicked(day);
    } else {
      set({ ends_on: day });
      setFirstPicked(null);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ad = await actions.create(draft);
    if (ad) router.visit(route('my-store.ad.payment', { store_id: store.id, featured_id: ad.id }));
  };
  const error = (name: string) => <InputError message={actions.errors[name]} />;
  const input = 'mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm';

  return (
    <form onSubmit={submit} className="space-y-3 rounded-lg bg-white p-4 shadow" data-testid="featured-form">
      <h2 className="font-semibold text-slate-900">{t('featured.new')}</h2>
      <label className="block text-sm font-medium">
        {t('featured.position')}
        <select
          className={input}
          value={draft.position_id}
          onChange={(e) => choosePosition(Number(e.target.value))}
        >
          {positions.map((p) => (
            <option key={p.id} value={p.id}>
              {t('featured.position_option', { name: p.name, price: formatMoney(p.daily_price) })}
            </option>
          ))}
        </select>
      </label>
      {error('position_id')}
      <fieldset className="text-sm">
        <legend className="font-medium">{t('featured.target')}</legend>
        <label className="mr-4">
          <input
            type="radio"
            checked={draft.target_type === 'store'}
            onChange={() => set({ target_type: 'store' })}
          />{' '}
          {t('featured.target_store')}
        </label>
        <label>
          <input
            type="radio"
            checked={draft.target_type === 'listing'}
            disabled={listings.length === 0}
            onChange={() => set({ target_type: 'listing', listing_id: listings[0]?.id ?? null })}
          />{' '}
          {t('featured.target_listing')}
        </label>
      </fieldset>
      {draft.target_type === 'listing' && (
        <label className="block text-sm font-medium">
          {t('featured.listing')}
          <select
            className={input}
            value={draft.listing_id ?? ''}
            onChange={(e) => {
              const listing = listings.find((l) => l.id === Number(e.target.value));
              set({ listing_id: listing?.id ?? null, title: listing?.name ?? draft.title });
            }}
          >
            {listings.map((l) => (
              <option key={l.id} value={l.id}>
                {`${l.name} (${formatMoney(l.price)})`}
              </option>
            ))}
          </select>
        </label>
      )}
      {error('listing_id')}
      <label className="block text-sm font-medium">
        {t('featured.title')}
        <input
          className={input}
          value={draft.title}
          maxLength={80}
          onChange={(e) => set({ title: e.target.value })}
        />
      </label>
      {error('title')}
      <label className="block text-sm font-medium">
        {t('featured.image')}
        <input
          className={input}
          value={draft.image_url}
          placeholder="https://"
          onChange={(e) => set({ image_url: e.target.value })}
        />
      </label>
      {error('image_url')}
      <div className="grid grid-cols-2 gap-3">
        <label className="block text-sm font-medium">
          {t('featured.starts_on')}
          <input
            type="date"
            className={input}
            min={today}
            value={draft.starts_on}
            onChange={(e) => set({ starts_on: e.target.value })}
          />
        </label>
        <label className="block text-sm font-medium">
          {t('featured.ends_on')}
          <input
            type="date"
            className={input}
            min={draft.starts_on}
            value={draft.ends_on}
            onChange={(e) => set({ ends_on: e.target.value })}
          />
        </label>
      </div>
      {error('starts_on')}
      {error('ends_on')}
      <DayStrip calendar={calendar} from={draft.starts_on} to={draft.ends_on} onPick={pick} />
      <p className="text-sm" data-testid="featured-price">
        {tChoice('featured.price_line', days, { total: formatMoney(total), max: String(max_days) })}
      </p>
      <button
        type="submit"
        disabled={actions.processing || days === 0}
        className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white disabled:opacity-50"
      >
        {t('featured.reserve')}
      </button>
    </form>
  );
}
