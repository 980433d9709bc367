import type { SlotState } from '../../../shared/api/publicBooking';
import type { BookingKey } from '../../../shared/i18n/keys';
import type { Translate } from '../../i18n/I18nProvider';

export interface SelectedSlot {
  laneId: number;
  laneName: string;
  start: string;
  price: string;
}

export interface CustomerForm {
  name: string;
  phone: string;
  email: string;
  duration: number;
  players: number;
  slot: SelectedSlot | null;
}

/** The form's required parts, named as the page labels them (the message names what is missing). */
export type RequiredPart = 'Full Name' | 'Phone Number' | 'Email Address' | 'a time';

/** Each field's label in the catalogue. */
export const PART_LABEL: Record<Exclude<RequiredPart, 'a time'>, BookingKey> = {
  'Full Name': 'booking.fullName',
  'Phone Number': 'booking.phone',
  'Email Address': 'booking.email',
};

/** What is still missing, in the page's order; empty when the form may be sent. */
export function missingParts(form: CustomerForm): RequiredPart[] {
  const missing: RequiredPart[] = [];
  if (form.name.trim() === '') missing.push('Full Name');
  if (form.phone.trim() === '') missing.push('Phone Number');
  if (form.email.trim() === '') missing.push('Email Address');
  if (form.slot === null) missing.push('a time');
  return missing;
}

/**
 * The toast under 'Missing Information' names what is missing — 'Please enter your Full Name and Phone
 * Number', 'Please choose a time', 'Please enter your Email Address and choose a time'.
 */
export function missingDescription(missing: readonly RequiredPart[], t: Translate): string {
  const fields = missing.flatMap((part) => (part === 'a time' ? [] : [t(PART_LABEL[part])]));
  const needsTime = missing.includes('a time');
  const listed = listed2(fields, t);
  if (listed === '') return t(needsTime ? 'booking.pleaseChooseTime' : 'booking.missingDescription');
  return needsTime
    ? t('booking.pleaseEnterAndChoose', { fields: listed })
    : t('booking.pleaseEnter', { field: listed });
}

/** 'A', 'A and B', 'A, B and C' in the page's language. */
export function listed2(items: readonly string[], t: Translate): string {
  if (items.length <= 1) return items[0] ?? '';
  return t('booking.listTwo', { first: items.slice(0, -1).join(', '), last: items[items.length - 1] ?? '' });
}

export function isComplete(form: CustomerForm): form is CustomerForm & { slot: SelectedSlot } {
  return (
    form.name.trim() !== '' && form.phone.trim() !== '' && form.email.trim() !== '' && form.slot !== null
  );
}

/** The POST /api/reservations body for a customer booking. */
export function bookingBody(form: CustomerForm & { slot: SelectedSlot }) {
  return {
    laneId: form.slot.laneId,
    customerName: form.name.trim(),
    playerCount: form.players,
    reservedTime: form.slot.start,
    duration: form.duration,
    prepaidAmount: '0.00',
    contactInfo: form.phone.trim(),
    emailAddress: form.email.trim(),
  };
}

/** Cell texts per state: a title and, for taken slots, 'Unavailable' beneath. */
export const CELL_TEXT: Record<Exclude<SlotState, 'available'>, [BookingKey, BookingKey | null]> = {
  reserved: ['booking.cell.reserved', 'booking.cell.unavailable'],
  tournament: ['booking.cell.tournament', 'booking.cell.unavailable'],
  league: ['booking.cell.league', 'booking.cell.unavailable'],
  in_use: ['booking.cell.inUse', null],
  past: ['booking.cell.expired', 'booking.cell.pastTime'],
};

/**
 * The line under the booking page's heading: the venue's town and 'Questions? Call …', each only when the
 * venue has set it; '' while the settings load (the line keeps its space either way).
 */
export function headerLine(
  settings: { town: string; contactPhone: string } | undefined,
  t: Translate,
): string {
  const town = settings?.town.trim() ?? '';
  const phone = settings?.contactPhone.trim() ?? '';
  return [town, phone ? t('booking.questionsCall', { phone }) : ''].filter(Boolean).join(' · ');
}
