import { DISPUTE_STATUS_LABELS, type TDisputeStatus } from '@labora/shared/disputes';
import { Scale } from 'lucide-react';
import { StatusPill } from '@/components/ui/status-pill';
import { DISPUTE_STATUS_TONES } from '../lib/labels';

export function DisputeStatusPill({ status, size }: { status: TDisputeStatus; size?: 'sm' | 'md' }) {
  return (
    <StatusPill tone={DISPUTE_STATUS_TONES[status]} icon={Scale} srPrefix="Status da disputa: " size={size}>
      {DISPUTE_STATUS_LABELS[status]}
    </StatusPill>
  );
}
