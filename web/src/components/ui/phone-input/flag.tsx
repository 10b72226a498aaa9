let flagSupport: boolean | undefined;

/**
 * Whether this system draws regional-indicator pairs as one flag. Windows and bare Linux installs
 * draw two letter boxes instead, so those get the region code as a badge.
 */
function supportsFlagEmoji(): boolean {
  if (flagSupport !== undefined) return flagSupport;
  const ctx =
    typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!ctx) return (flagSupport = true);
  ctx.font = '32px sans-serif';
  flagSupport =
    ctx.measureText('\u{1F1EB}\u{1F1F7}').width < ctx.measureText('\u{1F1EB}').width * 1.5;
  return flagSupport;
}

export function Flag({ emoji, region }: { emoji: string; region: string }) {
  return supportsFlagEmoji() ? (
    <span aria-hidden="true" className="ui-flag">
      {emoji}
    </span>
  ) : (
    <span aria-hidden="true" className="ui-flag ui-flag--code">
      {region}
    </span>
  );
}
