interface Props {
  /** The message under the field (a 422's text); nothing is rendered without one. */
  message?: string;
  /** The id the field points to with aria-describedby. */
  id?: string;
  className?: string;
}

/** The error under a form field, as the server's 422 names it. */
export default function InputError({ message, id, className = '' }: Props) {
  if (!message) return null;
  return (
    <p id={id} className={`mt-1 text-xs text-red-600 ${className}`}>
      {message}
    </p>
  );
}
