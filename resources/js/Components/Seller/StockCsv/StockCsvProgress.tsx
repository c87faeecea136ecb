/**
 * A labelled progress bar: `value` from 0 to 1, or null while the amount is unknown (the server is
 * validating the rows it received). Screen readers hear the label and the percentage.
 */
export default function StockCsvProgress({
  label,
  value,
  detail,
}: {
  label: string;
  value: number | null;
  detail?: string;
}) {
  const percent = value === null ? null : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between gap-2 text-sm text-gray-700">
        <span>{label}</span>
        <span aria-hidden="true">{detail ?? (percent === null ? '' : `${percent}%`)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={detail}
        className="h-3 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className={`h-full rounded-full bg-brand-600 transition-[width] duration-300 ${percent === null ? 'w-1/3 animate-pulse' : ''}`}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
