import { X } from 'lucide-react';
import { tooltip } from '../tooltip/tooltip';

/** The cross that closes a dialog, card or panel: named for screen readers and in its tooltip. */
export function CloseButton({
  className,
  label,
  onClick,
}: {
  className: string;
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      {...tooltip(label)}
      onClick={onClick}
    >
      <X aria-hidden="true" size={18} strokeWidth={1.75} />
    </button>
  );
}
