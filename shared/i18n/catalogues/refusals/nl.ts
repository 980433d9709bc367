import type { Translation } from '../../catalogue';
import type en from './en';

export default {
  'refusals.tooManyRequests': 'Te veel verzoeken. Wacht een minuut en probeer het opnieuw.',
  'refusals.tooManyBookings': 'Te veel reserveringen vanaf dit adres. Bel de locatie.',
  'refusals.nameMissing': 'Vul de naam in',
  'refusals.phoneMissing': 'Vul een telefoonnummer in',
  'refusals.emailMissing': 'Vul een e-mailadres in',
  'refusals.emailInvalid': 'Vul een geldig e-mailadres in',
  'refusals.players': 'Het aantal spelers moet tussen {min} en {max} liggen',
  'refusals.duration': 'De duur moet {durations} of {last} minuten zijn',
  'refusals.past': 'Een tijd in het verleden kan niet worden gereserveerd',
  'refusals.timeInvalid': 'Kies een datum en tijd voor de reservering',
  'refusals.maintenance': 'Baan {lane} is in onderhoud en kan niet worden gereserveerd',
  'refusals.closed':
    'De locatie is op {weekday, select, monday {maandag} tuesday {dinsdag} wednesday {woensdag} thursday {donderdag} friday {vrijdag} saturday {zaterdag} sunday {zondag} other {{weekday}}} gesloten',
  'refusals.noHours':
    'De locatie heeft op {weekday, select, monday {maandag} tuesday {dinsdag} wednesday {woensdag} thursday {donderdag} friday {vrijdag} saturday {zaterdag} sunday {zondag} other {{weekday}}} geen openingstijden',
  'refusals.outsideHours':
    'Reserveringen op {weekday, select, monday {maandag} tuesday {dinsdag} wednesday {woensdag} thursday {donderdag} friday {vrijdag} saturday {zaterdag} sunday {zondag} other {{weekday}}} moeten om {start} of later beginnen en om {end} klaar zijn',
  'refusals.overlap.reservation': 'Baan {lane} is op dat moment al gereserveerd',
  'refusals.overlap.tournament': 'Baan {lane} is op dat moment gereserveerd voor een toernooi',
  'refusals.overlap.league': 'Baan {lane} is op dat moment gereserveerd voor een competitieavond',
  'refusals.overlap.session': 'Op baan {lane} wordt op dat moment gespeeld',
} satisfies Translation<typeof en>;
