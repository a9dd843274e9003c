import type { LucideIcon } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import { cn } from '@/lib/cn';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  icon: LucideIcon;
}

interface ListTabsProps<T extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Ties each tab to its panel: ids are `${idPrefix}-tab-${value}` and `${idPrefix}-panel-${value}`. */
  idPrefix: string;
  className?: string;
}

export const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`;
export const panelId = (idPrefix: string, value: string) => `${idPrefix}-panel-${value}`;

/**
 * WAI-ARIA tabs with automatic activation: only the chosen tab is in the Tab order; the arrow keys,
 * Home and End move to another tab and show it at once (each panel is one quick request away).
 */
export function ListTabs<T extends string>({ label, tabs, value, onChange, idPrefix, className }: ListTabsProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onChange(next.value);
    buttons.current.get(next.value)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn(
        'inline-flex w-full rounded-2xl border border-nevoa-200 bg-white p-1 shadow-xs sm:w-auto',
        className,
      )}
    >
      {tabs.map(({ value: tabValue, label: tabLabel, icon: Icon }) => {
        const selected = tabValue === value;
        return (
          <button
            key={tabValue}
            ref={(element) => {
              if (element) buttons.current.set(tabValue, element);
              else buttons.current.delete(tabValue);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tabValue)}
            aria-selected={selected}
            // Only the shown panel exists, so only the chosen tab points at one.
            aria-controls={selected ? panelId(idPrefix, tabValue) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tabValue)}
            onKeyDown={onKeyDown}
            className={cn(
              'inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-xl px-5 font-semibold text-sm transition-colors sm:flex-none',
              selected ? 'bg-brand-700 text-white shadow-sm' : 'text-nevoa-700 hover:bg-nevoa-100 hover:text-nevoa-950',
            )}
          >
            <Icon aria-hidden className="size-4" />
            {tabLabel}
          </button>
        );
      })}
    </div>
  );
}
