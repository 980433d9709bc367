import type { SlotState } from '../../../shared/api/publicBooking';

/** Name, phone, email and a selected slot are all required. */
export const MISSING_TITLE = 'Missing Information';
export const MISSING_DESCRIPTION = 'Please fill in all required fields including selecting a time slot';
/** The booking failure's fallback, when the server gives no sentence. */
export const BOOKING_FAILED_TITLE = 'Booking Failed';
export const BOOKING_FAILED_FALLBACK = 'Unable to complete your reservation. Please try again.';

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
export function missingDescription(missing: readonly RequiredPart[]): string {
  const fields = missing.filter((part) => part !== 'a time');
  const needsTime = missing.includes('a time');
  const listed =
    fields.length <= 1
      ? (fields[0] ?? '')
      : `${fields.slice(0, -1).join(', ')} and ${fields[fields.length - 1]}`;
  if (listed === '') return needsTime ? 'Please choose a time' : MISSING_DESCRIPTION;
  return `Please enter your ${listed}${needsTime ? ' and choose a time' : ''}`;
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
export const CELL_TEXT: Record<Exclude<SlotState, 'available'>, [string, string]> = {
  reserved: ['Reserved', 'Unavailable'],
  tournament: ['Tournament', 'Unavailable'],
  league: ['League Night', 'Unavailable'],
  in_use: ['In Use', ''],
  past: ['Expired', 'Past Time'],
};

/** The slot the customer chose reads 'Selected', not 'Available'. */
export const SELECTED_TEXT = 'Selected';

/**
 * The line under the booking page's heading: the venue's town and 'Questions? Call …', each only when the
 * venue has set it; '' while the settings load (the line keeps its space either way).
 */
export function headerLine(settings: { town: string; contactPhone: string } | undefined): string {
  const town = settings?.town.trim() ?? '';
  const phone = settings?.contactPhone.trim() ?? '';
  return [town, phone ? `Questions? Call ${phone}` : ''].filter(Boolean).join(' · ');
}
