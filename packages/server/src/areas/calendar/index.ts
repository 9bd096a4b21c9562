/** The calendar: events with series, subscription feed and ICS import (docs/adr/023). */
import { defineArea } from '../../platform/area';
import './events';
import { feedRoute } from './feed';
import { calendarData } from './personalData';
import { calendarRouter } from './router';
import * as tables from './schema';
import { seedCalendar } from './seed';
import { calendarUpload } from './uploads';

export const calendar = defineArea({
  id: 'calendar',
  routers: { calendar: calendarRouter },
  events: ['calendar.changed'],
  tables,
  seed: seedCalendar,
  uploadPurposes: [calendarUpload],
  personalData: [calendarData],
  httpRoutes: [feedRoute],
  testing: {
    tenantProbes: () => import('./tenantProbe').then((module) => module.calendarTenantProbe),
    foreignRefusals: [
      'Termin nicht gefunden.',
      'Dieser Termin gehört nicht zur Serie.',
      'Teilnehmende müssen Mitglieder dieses Unternehmens sein.',
    ],
    inputMessages: [
      /^Ein Termin mit Uhrzeit braucht Beginn- und Enduhrzeit\.$/,
      /^Das Ende darf nicht vor dem Beginn liegen\.$/,
      /^Das Ende der Serie darf nicht vor dem ersten Termin liegen\.$/,
      /^Eine Serie endet entweder an einem Datum oder nach einer Anzahl\.$/,
      /^Der Zeitraum darf höchstens \d+ Tage umfassen\.$/,
      /^Das Ende des Zeitraums muss nach seinem Beginn liegen\.$/,
      /^Bitte gib einen gültigen Link ein \(https:\/\/…\)\.$/,
      /^Höchstens \d+ Teilnehmende\.$/,
      /^Bitte gib eine ganze Zahl ein\.$/,
      /^Der Abstand (muss mindestens 1 sein|darf höchstens 99 sein)\.$/,
      /^Eine Serie (hat mindestens einen Termin|darf höchstens 1\.000 Termine haben)\.$/,
    ],
  },
});
