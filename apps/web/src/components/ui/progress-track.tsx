import { cn } from '@/lib/cn';

interface ProgressTrackProps {
  /** 0 to 100. */
  percent: number;
  /** The element that names the bar. */
  labelId: string;
  /** What a screen reader says of the value ('40%', 'R$ 1.200,00 de R$ 5.000,00, 24%'). */
  valueText: string;
  /** The fill's colour (and any transition). */
  fillClassName: string;
}

/** A progress bar's track and fill, announced as a progressbar with its value. */
export function ProgressTrack({ percent, labelId, valueText, fillClassName }: ProgressTrackProps) {
  return (
    <div
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className="h-2.5 overflow-hidden rounded-full bg-nevoa-100"
    >
      <div className={cn('h-full rounded-full', fillClassName)} style={{ width: `${percent}%` }} />
    </div>
  );
}
