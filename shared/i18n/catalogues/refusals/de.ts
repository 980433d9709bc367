import type { Translation } from '../../catalogue';
import type en from './en';

export default {
  'refusals.tooManyRequests':
    'Zu viele Anfragen. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
  'refusals.tooManyBookings': 'Zu viele Buchungen von dieser Adresse. Bitte rufen Sie das Lokal an.',
  'refusals.nameMissing': 'Bitte geben Sie den Namen ein',
  'refusals.phoneMissing': 'Bitte geben Sie eine Telefonnummer ein',
  'refusals.emailMissing': 'Bitte geben Sie eine E-Mail-Adresse ein',
  'refusals.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'refusals.players': 'Die Anzahl der Spieler muss zwischen {min} und {max} liegen',
  'refusals.duration': 'Die Dauer muss {durations} oder {last} Minuten betragen',
  'refusals.past': 'Eine Zeit in der Vergangenheit kann nicht gebucht werden',
  'refusals.timeInvalid': 'Bitte wählen Sie Datum und Uhrzeit der Reservierung',
  'refusals.maintenance': 'Bahn {lane} wird gewartet und kann nicht gebucht werden',
  'refusals.closed':
    'Am {weekday, select, monday {Montag} tuesday {Dienstag} wednesday {Mittwoch} thursday {Donnerstag} friday {Freitag} saturday {Samstag} sunday {Sonntag} other {{weekday}}} ist das Lokal geschlossen',
  'refusals.noHours':
    'Für {weekday, select, monday {Montag} tuesday {Dienstag} wednesday {Mittwoch} thursday {Donnerstag} friday {Freitag} saturday {Samstag} sunday {Sonntag} other {{weekday}}} sind keine Öffnungszeiten hinterlegt',
  'refusals.outsideHours':
    'Buchungen am {weekday, select, monday {Montag} tuesday {Dienstag} wednesday {Mittwoch} thursday {Donnerstag} friday {Freitag} saturday {Samstag} sunday {Sonntag} other {{weekday}}} müssen frühestens um {start} Uhr beginnen und bis {end} Uhr enden',
  'refusals.overlap.reservation': 'Bahn {lane} ist zu dieser Zeit schon reserviert',
  'refusals.overlap.tournament': 'Bahn {lane} ist zu dieser Zeit für ein Turnier gebucht',
  'refusals.overlap.league': 'Bahn {lane} ist zu dieser Zeit für einen Ligaabend gebucht',
  'refusals.overlap.session': 'Auf Bahn {lane} wird zu dieser Zeit gespielt',
  'refusals.issue.missing': '{field} fehlt.',
  'refusals.issue.notNumber': '{field} muss eine Zahl sein.',
  'refusals.issue.wrongType': '{field} hat nicht die richtige Form.',
  'refusals.issue.tooSmall':
    '{kind, select, text {{field} muss mindestens {minimum, plural, one {# Zeichen} other {# Zeichen}} lang sein.} list {{field} braucht mindestens {minimum, plural, one {# Eintrag} other {# Einträge}}.} above {{field} muss größer als {minimum} sein.} date {{field} darf nicht vor {minimum} liegen.} other {{field} muss mindestens {minimum} sein.}}',
  'refusals.issue.tooBig':
    '{kind, select, text {{field} darf höchstens {maximum, plural, one {# Zeichen} other {# Zeichen}} lang sein.} list {{field} darf höchstens {maximum, plural, one {# Eintrag} other {# Einträge}} haben.} below {{field} muss kleiner als {maximum} sein.} date {{field} darf nicht nach {maximum} liegen.} other {{field} darf höchstens {maximum} sein.}}',
  'refusals.issue.wrongOption': '{field} muss eines davon sein: {options}.',
  'refusals.issue.badFormat':
    '{format, select, date {{field} muss ein Datum der Form JJJJ-MM-TT sein.} datetime {{field} muss ein Datum mit Uhrzeit sein.} time {{field} muss eine Uhrzeit der Form HH:MM sein.} email {{field} muss eine E-Mail-Adresse sein.} other {{field} hat nicht die richtige Form.}}',
  'refusals.issue.multipleOf': '{field} muss ein Vielfaches von {divisor} sein.',
  'refusals.issue.unknownFields': '{field} enthält unbekannte Felder: {keys}.',
  'refusals.issue.invalid': '{field} ist ungültig.',
  'refusals.field.request': 'Die Anfrage',
  'refusals.field.playerCount': 'Anzahl der Spieler',
  'refusals.field.customerName': 'Name des Kunden',
  'refusals.field.reservedTime': 'Datum und Uhrzeit',
  'refusals.field.duration': 'Dauer',
  'refusals.field.laneId': 'Bahn',
  'refusals.field.contactInfo': 'Telefon',
  'refusals.field.emailAddress': 'E-Mail-Adresse',
  'refusals.field.prepaidAmount': 'Vorausbezahlter Betrag',
  'refusals.field.username': 'Benutzername',
  'refusals.field.password': 'Passwort',
  'refusals.field.language': 'Sprache',
  'refusals.field.businessName': 'Name des Lokals',
  'refusals.field.town': 'Ort',
  'refusals.field.contactPhone': 'Kontakttelefon',
  'refusals.field.currency': 'Währung',
  'refusals.field.timezone': 'Zeitzone',
  'refusals.field.defaultHourlyRate': 'Standard-Stundenpreis',
  'refusals.field.contactRetentionMonths': 'Aufbewahrung der Daten',
  // Match night on the lane tablets (docs/league-nights.md#match-night).
  'refusals.leagueNight.notTonight': 'Diese Begegnung ist nicht heute: Sie wird am {date} gespielt.',
  'refusals.leagueNight.notOnLane': 'Bahn {lane} gehört nicht zu den Bahnen dieses Ligaabends.',
  'refusals.leagueNight.closed':
    'Diese Begegnung ist schon entschieden ({status, select, played {gespielt} walkover {kampflos} other {{status}}}): Ihre Spiele werden nicht auf den Bahnen gespielt.',
  'refusals.leagueNight.noGame': 'Diese Begegnung hat kein Spiel {game}.',
  'refusals.leagueNight.gameCount': 'Bitte die Aufstellung für alle {count} Spiele angeben.',
  'refusals.leagueNight.gameSize':
    'Spiel {game} braucht {count, plural, one {# Spieler} other {# Spieler}} pro Seite.',
  'refusals.leagueNight.notOnRoster':
    'Dieser Spieler steht nicht im Kader von {team}: Bitte einen Ersatzspieler nennen.',
  'refusals.leagueNight.twiceInGame': '{name} ist in Spiel {game} zweimal genannt.',
  'refusals.leagueNight.tooManyGames':
    '{name} darf in einer Begegnung nur ein {kind, select, singles {Einzel} other {Doppel}} spielen.',
  'refusals.leagueNight.lineupSet': 'Die Aufstellung von {team} steht fest: Spiel {game} hat begonnen.',
  'refusals.leagueNight.lineupMissing':
    'Beide Kapitäne müssen die Aufstellung eingeben, bevor Spiel {game} beginnt.',
  'refusals.leagueNight.gameStarted': 'Spiel {game} wurde schon gestartet.',
  'refusals.leagueNight.laneBusy': 'Auf Bahn {lane} läuft ein anderes Ligaspiel: Bitte erst beenden.',
  'refusals.leagueNight.laneSession':
    'Auf Bahn {lane} läuft eine bezahlte Sitzung: Bitte beenden, bevor die Bahn ein Ligaspiel bekommt.',
  'refusals.leagueNight.laneMatch': 'Bahn {lane} hat ein Turnierspiel: Bitte erst beenden.',
  'refusals.leagueMail.badEmail': 'Die E-Mail des Kapitäns muss eine Adresse wie kapitaen@example.com sein.',
  'refusals.leagueMail.noTeam': 'Diese Mannschaft gibt es nicht.',
  'refusals.leagueMail.notInSeason': '{team} hat in dieser Saison keine Begegnung.',
} satisfies Translation<typeof en>;
