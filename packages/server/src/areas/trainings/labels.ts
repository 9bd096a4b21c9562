/** The German texts people read in the trainings area (server refusals and labels). */

export const COURSE_NOT_FOUND = 'Training nicht gefunden.';
export const MODULE_NOT_FOUND = 'Modul nicht gefunden.';
export const LESSON_NOT_FOUND = 'Lektion nicht gefunden.';
export const ATTACHMENT_NOT_FOUND = 'Anhang nicht gefunden.';
export const CLIP_NOT_FOUND = 'Clip nicht gefunden.';
export const COURSE_LOCKED = 'Dieses Training ist in deinem Paket nicht enthalten.';
export const EDITORS_ONLY = 'Nur Mitarbeiter von Sprint können Trainings bearbeiten.';
export const COURSE_ORDER_MISMATCH = 'Die Reihenfolge passt nicht zu den Trainings.';
export const MODULE_ORDER_MISMATCH = 'Die Reihenfolge passt nicht zu den Modulen.';
export const LESSON_ORDER_MISMATCH = 'Die Reihenfolge passt nicht zu den Lektionen.';
export const MOVE_OTHER_COURSE =
  'Eine Lektion lässt sich nur in ein Modul desselben Trainings verschieben.';
