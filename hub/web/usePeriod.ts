import { useState } from 'react';
import type { PeriodAsked } from '../../shared/group/periods';
import { today } from './period';

/** A period as the figures' query strings carry it (shared/group/figuresApi.ts PeriodQuery). */
export type PeriodQuery = PeriodAsked;

/** The period the screens show, a week holding today until the person chooses another. */
export function usePeriod(): [PeriodAsked, (next: PeriodAsked) => void] {
  return useState<PeriodAsked>(() => ({ kind: 'week', date: today() }));
}
