import { describe, expect, it } from 'vitest';
import { wordsOf } from '../../../shared/i18n/catalogue';
import type { Translate } from '../../i18n/I18nProvider';
import { loadMessages } from '../../i18n/loadMessages';
import {
  bookingBody,
  headerLine,
  isComplete,
  missingDescription,
  missingParts,
  type CustomerForm,
} from './bookingForm';

// The page's English, as the browser gets it (the texts asserted below are the product's own, docs/behaviour.md).
const english = await loadMessages(['booking'], 'en');
const t: Translate = (key, params) => wordsOf(english, key, params);

const slot = { laneId: 3, laneName: 'Lane 3', start: '2026-06-10T17:00:00.000Z', price: '15.00' };
const full: CustomerForm = {
  name: ' Ada ',
  phone: '0770',
  email: 'ada@example.com',
  duration: 90,
  players: 3,
  slot,
};

describe('customer booking form (name, phone, email and a slot are all required)', () => {
  it.each([
    ['a complete form', {}, true],
    ['a blank name', { name: '  ' }, false],
    ['no phone', { phone: '' }, false],
    ['no email', { email: ' ' }, false],
    ['no slot', { slot: null }, false],
  ])('%s', (_rule, change, complete) => {
    expect(isComplete({ ...full, ...change })).toBe(complete);
  });

  it('sends the booking body: trimmed details, the slot’s instant, prepaid 0.00', () => {
    expect(bookingBody({ ...full, slot })).toEqual({
      laneId: 3,
      customerName: 'Ada',
      playerCount: 3,
      reservedTime: '2026-06-10T17:00:00.000Z',
      duration: 90,
      prepaidAmount: '0.00',
      contactInfo: '0770',
      emailAddress: 'ada@example.com',
    });
  });
});

describe('the missing-details message names what is missing', () => {
  it.each([
    ['nothing missing', {}, [], 'Please fill in all required fields including selecting a time slot'],
    ['the name', { name: ' ' }, ['Full Name'], 'Please enter your Full Name'],
    [
      'two fields',
      { name: '', email: '' },
      ['Full Name', 'Email Address'],
      'Please enter your Full Name and Email Address',
    ],
    [
      'all three fields and the time',
      { name: '', phone: '', email: '', slot: null },
      ['Full Name', 'Phone Number', 'Email Address', 'a time'],
      'Please enter your Full Name, Phone Number and Email Address and choose a time',
    ],
    ['only the time', { slot: null }, ['a time'], 'Please choose a time'],
    [
      'a field and the time',
      { phone: '', slot: null },
      ['Phone Number', 'a time'],
      'Please enter your Phone Number and choose a time',
    ],
  ])('%s', (_rule, change, parts, text) => {
    const missing = missingParts({ ...full, ...change });
    expect(missing).toEqual(parts);
    expect(missingDescription(missing, t)).toBe(text);
  });
});

describe('the line under the booking page’s heading (the town beside the phone)', () => {
  it.each([
    [
      'town and phone',
      { town: 'Ashford', contactPhone: '01233 100100' },
      'Ashford · Questions? Call 01233 100100',
    ],
    ['no town set', { town: '', contactPhone: '01233 100100' }, 'Questions? Call 01233 100100'],
    ['no phone set', { town: 'Ashford', contactPhone: '' }, 'Ashford'],
    ['neither', { town: ' ', contactPhone: '' }, ''],
    ['settings still loading', undefined, ''],
  ])('%s', (_case, settings, line) => {
    expect(headerLine(settings, t)).toBe(line);
  });
});
