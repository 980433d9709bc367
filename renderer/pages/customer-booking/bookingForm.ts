import type { SlotState } from '../../../shared/api/publicBooking';

/** SPEC §5 customer booking: name, phone, email and a selected slot are all required. */
export const MISSING_TITLE = 'Missing Information';
export const MISSING_DESCRIPTION = 'Please fill in all required fields including selecting a time slot';
/** SPEC §8 booking failure fallback. */
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

export function isComplete(form: CustomerForm): form is CustomerForm & { slot: SelectedSlot } {
  return (
    form.name.trim() !== '' && form.phone.trim() !== '' && form.email.trim() !== '' && form.slot !== null
  );
}

/** SPEC §7 POST /api/reservations body for a customer booking. */
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

/** SPEC §2 cell texts per state: a title and, for taken slots, 'Unavailable' beneath. */
export const CELL_TEXT: Record<Exclude<SlotState, 'available'>, [string, string]> = {
  reserved: ['Reserved', 'Unavailable'],
  tournament: ['Tournament', 'Unavailable'],
  in_use: ['In Use', ''],
  past: ['Expired', 'Past Time'],
};
