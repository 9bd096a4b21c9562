import { definePersonalData } from '../personalData';
import { areaSettings } from './schema';

export const settingsData = definePersonalData({
  tables: [areaSettings],
  reason: 'Einstellungen des Unternehmens, ohne Bezug zu einer Person.',
});
