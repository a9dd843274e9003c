import { useState } from 'react';
import { cn } from '@/lib/cn';

interface UserAvatarProps {
  name: string;
  url: string | null;
  size?: 'sm' | 'lg';
}

/** The user's picture, or their initial when there is none (or it fails to load). Decorative: the name is beside it. */
export function UserAvatar({ name, url, size = 'sm' }: UserAvatarProps) {
  const [broken, setBroken] = useState(false);
  const box = size === 'sm' ? 'size-9 text-sm' : 'size-16 text-2xl';
  if (url && !broken) {
    return (
      <img
        src={url}
        alt=""
        onError={() => setBroken(true)}
        className={cn('shrink-0 rounded-full bg-nevoa-100 object-cover', box)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800 uppercase',
        box,
      )}
    >
      {name.trim().charAt(0) || '?'}
    </span>
  );
}
