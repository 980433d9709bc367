import type { ReactNode } from 'react';

export interface Tab<Id extends string> {
  id: Id;
  label: ReactNode;
}

interface TabsProps<Id extends string> {
  /** What the tabs choose between, for screen readers ('Tournaments'). */
  label: string;
  tabs: readonly Tab<Id>[];
  current: Id;
  onChange: (id: Id) => void;
  className?: string;
  /** The chosen tab's content. */
  children: ReactNode;
}

/** A row of tabs and the chosen tab's panel (tournaments list, tournament manager, settings). */
export function Tabs<Id extends string>({
  label,
  tabs,
  current,
  onChange,
  className,
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
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`tabpanel-${current}`} aria-labelledby={`tab-${current}`}>
        {children}
      </div>
    </>
  );
}
