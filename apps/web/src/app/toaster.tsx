import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { markToasterMounted } from '@/lib/toast';

/** Where the app's toasts appear. Loaded on demand, see lib/toast.ts. */
export default function AppToaster() {
  // A parent's effects run after its children's, so Sonner's <Toaster> is subscribed by now.
  useEffect(() => markToasterMounted(), []);
  return <Toaster position="top-center" duration={4000} visibleToasts={3} richColors />;
}
