import type { ReactNode } from 'react';

export interface Tab<Id extends string> {
  id: Id;
  label: ReactNode;
  /** Shown but not chosen (the manager's tournament tabs before a tournament is picked). */
  disabled?: boolean;
}

interface TabsProps<Id extends string> {
  /** What the tabs choose between, for screen readers ('Tournaments'). */
  label: string;
  tabs: readonly Tab<Id>[];
  current: Id;
  onChange: (id: Id) => void;
  className?: string;
  /** The panel's class, for pages that lay their panel out. */
  panelClassName?: string;
  /** The chosen tab's content. */
  children: ReactNode;
}

/** A row of tabs and the chosen tab's panel (the tournaments list, the tournament manager). */
export function Tabs<Id extends string>({
  label,
  tabs,
  current,
  onChange,
  className,
  panelClassName,
  children,
}: TabsProps<Id>) {
  return (
    <>
      <div role="tablist" aria-label={label} className={className ?? 'manager-tabs'}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={current === tab.id}
            aria-controls={`tabpanel-${tab.id}`}
            className={'tab' + (current === tab.id ? ' tab-active' : '')}
            disabled={tab.disabled}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`tabpanel-${current}`}
        aria-labelledby={`tab-${current}`}
        className={panelClassName}
      >
        {children}
      </div>
    </>
  );
}
