import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { CartShipping, ShippingService } from '@/types/cart';

interface Props {
  storeName: string;
  shipping: CartShipping | undefined;
  busy: boolean;
  onSelect: (service: ShippingService) => void;
}

/** One store's shipping options (PAC, SEDEX) as radio buttons; choosing one saves it for the store. */
export default function ShippingOptions({ storeName, shipping, busy, onSelect }: Props) {
  const { t } = useLaravelReactI18n();
  if (!shipping || shipping.options.length === 0) {
    return (
      <p className="text-sm text-slate-600" data-testid="shipping-none">
        {shipping?.message || t('cart.shipping_needs_address')}
      </p>
    );
  }
  return (
    <fieldset disabled={busy} className="space-y-2" data-testid={`shipping-${shipping.store_id}`}>
      <legend className="mb-1 text-sm font-medium text-slate-700">
        {t('cart.shipping_for', { store: storeName })}
      </legend>
      {shipping.options.map((option) => (
        <label
          key={option.service}
          className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
        >
          <input
            type="radio"
            name={`shipping-${shipping.store_id}`}
            value={option.service}
            checked={shipping.service === option.service}
            onChange={() => onSelect(option.service)}
          />
          <span className="flex-1">
            <span className="font-medium">{option.name}</span>
            <span className="block text-xs text-slate-500">
              {option.delivery_days === 1
                ? t('cart.delivery_day', { days: 1 })
                : t('cart.delivery_days', { days: option.delivery_days })}
            </span>
          </span>
          <span className="text-right font-semibold">
            {option.price === 0 ? t('cart.free') : formatMoney(option.price)}
            {option.free_shipping && option.original_price != null && (
              <span className="block text-xs font-normal text-slate-400 line-through">
                {formatMoney(option.original_price)}
              </span>
            )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
