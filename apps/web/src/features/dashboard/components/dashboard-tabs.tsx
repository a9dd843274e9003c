import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '@/lib/cn';

export interface TabDef<K extends string> {
  key: K;
  label: string;
}

interface DashboardTabsProps<K extends string> {
  tabs: readonly TabDef<K>[];
  selected: K;
  onSelect: (key: K) => void;
  label: string;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs and show them;
 * only the selected tab is in the Tab order, and the panel follows it.
 */
export function DashboardTabs<K extends string>({ tabs, selected, onSelect, label, children }: DashboardTabsProps<K>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.key === selected);
    const target = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.key);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next.key))}`)?.focus();
  };

  return (
    <div>
      {/* Two by two on a phone, so every tab shows without scrolling sideways; one row from sm up. */}
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-1 rounded-2xl bg-nevoa-100 p-1 sm:inline-flex"
      >
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              id={tabId(tab.key)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              className={cn(
                'whitespace-nowrap rounded-xl px-4 py-2 font-semibold text-sm transition-colors',
                active ? 'bg-white text-brand-800 shadow-sm' : 'text-nevoa-600 hover:bg-white/60 hover:text-nevoa-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} className="mt-6">
        {children}
      </div>
    </div>
  );
}
