/** A card brand as the gateway names it, for display: "visa" → "Visa", "mastercard" → "Mastercard". */
export function brandName(brand: string): string {
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}
