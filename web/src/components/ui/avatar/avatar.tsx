import { useState } from 'react';
import '../ui.css';
import { avatarColour, initials } from './avatar-style';

export interface AvatarProps {
  image?: string | null;
  firstName?: string;
  lastName?: string;
  avatarId?: string | number;
  size?: number;
}

export function Avatar({ image, firstName = '', lastName = '', avatarId, size = 40 }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const name = `${firstName} ${lastName}`.trim();
  const style = { width: size, height: size, fontSize: size * 0.4 };
  if (image && !broken) {
    return (
      <img
        className="ui-avatar"
        src={image}
        alt={name}
        style={style}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span
      className="ui-avatar"
      role="img"
      aria-label={name}
      style={{ ...style, background: avatarColour(avatarId, firstName, lastName) }}
    >
      <span aria-hidden="true">{initials(firstName, lastName)}</span>
    </span>
  );
}
