import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { markToasterMounted } from '@/lib/toast';

/** The app's toasts for a component test: Sonner's <Toaster>, telling lib/toast it listens (as app/toaster.tsx). */
export function TestToaster() {
  useEffect(() => markToasterMounted(), []);
  return <Toaster />;
}
