import { useState } from 'react';
import { cn } from '@/lib/cn';

type Size = 'md' | 'lg' | 'xl';

const SIZES: Record<Size, string> = {
  md: 'size-10 text-base',
  lg: 'size-16 text-2xl',
  xl: 'size-28 text-5xl',
};

interface AvatarProps {
  name: string;
  url: string | null;
  size?: Size;
  /** Text for the picture; empty (the default) when the name is already written beside it. */
  alt?: string;
  className?: string;
}

/** A person's picture, or the first letter of their name when there is none or it fails to load. */
export function Avatar({ name, url, size = 'md', alt = '', className }: AvatarProps) {
  // Remembers which address broke, so a new picture gets its own chance to load.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const box = cn('shrink-0 rounded-full', SIZES[size], className);
  if (url && url !== brokenUrl) {
    return (
      <img src={url} alt={alt} onError={() => setBrokenUrl(url)} className={cn(box, 'bg-nevoa-100 object-cover')} />
    );
  }
  const initial = name.trim().charAt(0) || '?';
  const circle = cn(
    box,
    'flex select-none items-center justify-center bg-brand-100 font-bold text-brand-800 uppercase',
  );
  if (alt) {
    return (
      <span role="img" aria-label={alt} className={circle}>
        {initial}
      </span>
    );
  }
  return (
    <span aria-hidden className={circle}>
      {initial}
    </span>
  );
}
